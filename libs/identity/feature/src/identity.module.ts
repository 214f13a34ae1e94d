import { Module } from '@nestjs/common';
import { PingMessages } from '@snap/contracts';
import { createPingHandler } from '@snap/platform-runtime';

@Module({
  controllers: [createPingHandler(PingMessages.identity)],
})
export class IdentityModule {}
