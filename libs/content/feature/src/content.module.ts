import { Module } from '@nestjs/common';
import { PingMessages } from '@snap/contracts';
import { createPingHandler } from '@snap/platform-bus';

@Module({
  controllers: [createPingHandler(PingMessages.content)],
})
export class ContentModule {}
