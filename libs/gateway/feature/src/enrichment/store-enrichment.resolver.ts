import { Inject } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { EnrichmentMessages } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { viaBus } from '../graphql/bus-errors';
import {
  StoreEnrichment,
  StoreEnrichmentArgs,
  toStoreEnrichmentModel,
} from './store-enrichment.models';

/** The store page's provider details, asked for apart from the store so the page never waits on them. */
@Resolver()
export class StoreEnrichmentResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => StoreEnrichment, {
    nullable: true,
    description: 'Provider place and open-map match of a store; null for an unknown store',
  })
  async storeEnrichment(@Args() args: StoreEnrichmentArgs): Promise<StoreEnrichment | null> {
    // Two provider calls with their retries can take a while; the page shows basic data meanwhile.
    const view = await viaBus(() =>
      this.bus.request(
        EnrichmentMessages.storeEnrichment,
        { storeId: args.storeId },
        { timeoutMs: 30_000 },
      ),
    );
    return view ? toStoreEnrichmentModel(view) : null;
  }
}
