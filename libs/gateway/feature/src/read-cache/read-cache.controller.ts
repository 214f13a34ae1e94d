import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { OPS_TOKEN } from '@snap/platform-observability';
import { requireOperator } from '../auth/operator-token';
import { ReadCache } from './read-cache';

/** The operator's purge of the read cache on a running installation (any runtime): `npm run
 * cache:purge -- --url <gateway>` posts here with OPS_TOKEN. Every scope starts a new generation, so
 * nothing cached before is served again; the old entries age out. */
@Controller('api/ops')
export class ReadCacheController {
  constructor(
    private readonly reads: ReadCache,
    @Inject(OPS_TOKEN) private readonly opsToken: string | undefined,
  ) {}

  @Post('purge-read-cache')
  @HttpCode(200)
  async purge(@Req() req: Request): Promise<{ purged: string[] }> {
    requireOperator(
      req,
      this.opsToken,
      'Purging the read cache needs OPS_TOKEN set on the server and sent as a bearer token.',
    );
    return { purged: await this.reads.purge() };
  }
}
