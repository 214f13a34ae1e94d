import { Body, Controller, Delete, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, Matches, Max, Min } from 'class-validator';
import type { Request } from 'express';
import { CommunityMessages, IdentityMessages } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { OPS_TOKEN } from '@snap/platform-observability';
import { viaBusHttp } from '../community/http-errors';
import { requireOperator } from './operator-token';

const REFUSAL = 'Load tests need OPS_TOKEN set on the server and sent as a bearer token.';

class CreateLoadTestMembersBody {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  count!: number;

  @Matches(/^load-[a-z0-9-]{1,40}$/, {
    message: 'runId must be "load-" followed by lower-case letters, digits and dashes',
  })
  runId!: string;
}

/**
 * The operator's load test of a running installation (`npm run load -- --url …` and
 * `npm run load:cleanup -- --url …`, both with OPS_TOKEN): members made for the test, whose abuse
 * limits are LOAD_TEST_RATE_LIMITS and whose writes are test data (never public, never counted), and
 * one call that removes them with everything they wrote.
 */
@Controller('api/ops/load-test')
export class LoadTestController {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Inject(OPS_TOKEN) private readonly opsToken: string | undefined,
  ) {}

  @Post('members')
  @HttpCode(201)
  async createMembers(@Req() req: Request, @Body() body: CreateLoadTestMembersBody) {
    requireOperator(req, this.opsToken, REFUSAL);
    const members = await viaBusHttp(() =>
      this.bus.request(IdentityMessages.createLoadTestMembers, {
        count: body.count,
        runId: body.runId,
      }),
    );
    return { members };
  }

  /** Test data first, then the members: an interrupted clean-up still finds them the next time. */
  @Delete()
  @HttpCode(200)
  async removeAll(@Req() req: Request) {
    requireOperator(req, this.opsToken, REFUSAL);
    const userIds = await viaBusHttp(() =>
      this.bus.request(IdentityMessages.loadTestMemberIds, {}),
    );
    const removed = await viaBusHttp(() =>
      this.bus.request(CommunityMessages.removeTestData, { userIds }, { timeoutMs: 120_000 }),
    );
    const { removed: members } = await viaBusHttp(() =>
      this.bus.request(IdentityMessages.removeLoadTestMembers, {}),
    );
    return { members, ...removed };
  }
}
