import { Inject, UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { EnrichmentMessages, type RequestMeta } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { OptionalAuthGuard, RequestContext } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import { READ_SCOPES, ReadCache } from '../read-cache/read-cache';
import {
  StoreEnrichment,
  StoreEnrichmentArgs,
  toStoreEnrichmentModel,
} from './store-enrichment.models';

/** The store page's provider details, asked for apart from the store so the page never waits on them.
 * One per request (oncePerRequest); the enrichment service limits each member, or else each
 * address, to so many new lookups an hour, so who asks travels with the request. */
@Resolver()
export class StoreEnrichmentResolver {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    private readonly reads: ReadCache,
  ) {}

  @Query(() => StoreEnrichment, {
    nullable: true,
    description: 'Provider place and open-map match of a store; null for an unknown store',
  })
  @UseGuards(OptionalAuthGuard)
  async storeEnrichment(
    @Args() args: StoreEnrichmentArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<StoreEnrichment | null> {
    // Two provider calls with their retries can take a while; the page shows basic data meanwhile.
    const ask = () =>
      viaBus(() =>
        this.bus.request(
          EnrichmentMessages.storeEnrichment,
          { storeId: args.storeId },
          { timeoutMs: 30_000, meta },
        ),
      );
    // A member's lookups count against their own limit: only anonymous reads share answers, and
    // only complete ones (not one held back by a spent budget or limit).
    const view = meta.userId
      ? await ask()
      : await this.reads.read(
          READ_SCOPES.enrichment,
          'store-enrichment',
          { storeId: args.storeId },
          ask,
          (answer) => answer !== null && !answer.budgetExceeded && !answer.queued,
        );
    return view ? toStoreEnrichmentModel(view) : null;
  }
}
