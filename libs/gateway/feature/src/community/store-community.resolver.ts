import { Inject, Logger } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import { TipMessages } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import type { GraphqlContext } from '../graphql/graphql-context';
import { Store, StoreComment } from '../search/store.model';

const MAX_BATCH = 200;

/** Community facts on every store the gateway returns. A page of store cards asks for its newest tips
 * in one request per page (batched per HTTP request), not one per card. */
@Resolver(() => Store)
export class StoreCommunityResolver {
  private readonly logger = new Logger(StoreCommunityResolver.name);
  private readonly loaders = new WeakMap<object, DataLoader<string, StoreComment | null>>();

  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @ResolveField(() => StoreComment, { nullable: true, description: 'The newest community tip' })
  latestComment(
    @Parent() store: Store,
    @Context() context: GraphqlContext,
  ): Promise<StoreComment | null> {
    return this.loaderFor(context.req).load(store.id);
  }

  private loaderFor(request: object): DataLoader<string, StoreComment | null> {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader((storeIds) => this.newestTips(storeIds), { maxBatchSize: MAX_BATCH });
      this.loaders.set(request, loader);
    }
    return loader;
  }

  private async newestTips(storeIds: readonly string[]): Promise<Array<StoreComment | null>> {
    try {
      const tips = new Map(
        (await this.bus.request(TipMessages.latest, { storeIds: [...storeIds] })).map((t) => [
          t.store_id,
          t,
        ]),
      );
      return storeIds.map((id) => {
        const tip = tips.get(id);
        return tip
          ? { comment_text: tip.comment_text, user_name: tip.user_name, created_at: tip.created_at }
          : null;
      });
    } catch (error) {
      // A card without its latest tip still shows; the store list must not fail for it.
      this.logger.warn(
        `latest tips unavailable: ${error instanceof Error ? error.message : String(error)}`,
      );
      return storeIds.map(() => null);
    }
  }
}
