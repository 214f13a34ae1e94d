import { Inject, UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  CatalogAdminMessages,
  type CatalogImportView,
  IdentityMessages,
  type RequestMeta,
} from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { AdminGuard, RequestContext } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import { READ_SCOPES, ReadCache } from '../read-cache/read-cache';
import {
  AdminStore,
  toAdminStore,
  AdminStoresArgs,
  CatalogImport,
  CatalogImportsArgs,
  CatalogImportsPage,
  CatalogSources,
  ConfirmUsdaClosingsArgs,
  RefreshFromUsdaArgs,
  SetStoreStatusArgs,
  UpdateStoreArgs,
} from './catalog.models';

/** The catalog from the back-office (admins only; the search service checks the role again). Uploads
 * arrive over REST (POST /api/admin/catalog/imports); these read their progress and history and edit stores. */
@Resolver()
export class CatalogResolver {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    private readonly reads: ReadCache,
  ) {}

  @Query(() => CatalogImport, {
    nullable: true,
    description: 'One import with its live counts and, when done, every skipped line',
  })
  @UseGuards(AdminGuard)
  async catalogImport(
    @Args('id', { type: () => ID }) id: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<CatalogImport | null> {
    const found = await viaBus(() =>
      this.bus.request(CatalogAdminMessages.importById, { id }, { meta }),
    );
    return found ? (await this.withNames([found]))[0] : null;
  }

  @Query(() => CatalogImportsPage, { description: 'Import history, newest first' })
  @UseGuards(AdminGuard)
  async catalogImports(
    @Args() { limit, offset }: CatalogImportsArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<CatalogImportsPage> {
    const page = await viaBus(() =>
      this.bus.request(CatalogAdminMessages.imports, { limit, offset }, { meta }),
    );
    return { total: page.total, items: await this.withNames(page.items) };
  }

  @Query(() => [AdminStore], {
    description: 'Stores by id or by part of their name, city or ZIP, closed ones included',
  })
  @UseGuards(AdminGuard)
  async adminStores(
    @Args() { text, limit }: AdminStoresArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<AdminStore[]> {
    const stores = await viaBus(() =>
      this.bus.request(CatalogAdminMessages.findStores, { text, limit }, { meta }),
    );
    return stores.map(toAdminStore);
  }

  @Mutation(() => AdminStore, {
    description: "Edits a store's name, type, address or position; search shows it at once",
  })
  @UseGuards(AdminGuard)
  async updateStore(
    @Args() { id, ...edit }: UpdateStoreArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<AdminStore> {
    const store = await viaBus(() =>
      this.bus.request(CatalogAdminMessages.updateStore, { id, edit }, { meta }),
    );
    // "At once" for the admin too: search's event evicts every gateway's cache; this one does not
    // wait for it.
    return toAdminStore(
      await this.reads.changed(READ_SCOPES.catalog, 'gateway-store-edited', store),
    );
  }

  @Mutation(() => AdminStore, {
    description: 'Closes a store (gone from search at once) or reopens it',
  })
  @UseGuards(AdminGuard)
  async setStoreStatus(
    @Args() { id, status }: SetStoreStatusArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<AdminStore> {
    const store = await viaBus(() =>
      this.bus.request(CatalogAdminMessages.setStoreStatus, { id, status }, { meta }),
    );
    return toAdminStore(
      await this.reads.changed(READ_SCOPES.catalog, 'gateway-store-status', store),
    );
  }

  @Mutation(() => AdminStore, {
    description:
      "Hands a store back to USDA's lists: the next import decides its fields and status",
  })
  @UseGuards(AdminGuard)
  async clearStoreOverride(
    @Args('id', { type: () => ID }) id: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<AdminStore> {
    return toAdminStore(
      await viaBus(() =>
        this.bus.request(CatalogAdminMessages.clearStoreOverride, { id }, { meta }),
      ),
    );
  }

  @Mutation(() => CatalogImport, {
    description:
      "Refresh from USDA now: reads USDA's live retailer service in the background; progress with catalogImport",
  })
  @UseGuards(AdminGuard)
  async refreshFromUsda(
    @Args() { states }: RefreshFromUsdaArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<CatalogImport> {
    const started = await viaBus(() =>
      this.bus.request(CatalogAdminMessages.refreshFromUsda, states?.length ? { states } : {}, {
        meta,
      }),
    );
    return (await this.withNames([started]))[0];
  }

  @Mutation(() => CatalogImport, {
    description:
      "Confirms the closings a refresh from USDA held (over 10 % of a state's open stores): the held states are read again from the same edition of USDA's list, closings made; progress with catalogImport",
  })
  @UseGuards(AdminGuard)
  async confirmUsdaClosings(
    @Args() { importId }: ConfirmUsdaClosingsArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<CatalogImport> {
    const started = await viaBus(() =>
      this.bus.request(CatalogAdminMessages.confirmUsdaClosings, { importId }, { meta }),
    );
    return (await this.withNames([started]))[0];
  }

  @Query(() => CatalogSources, {
    description: "Each source's last refresh, the states covered, the next scheduled refresh",
  })
  @UseGuards(AdminGuard)
  catalogSources(@RequestContext() meta: Partial<RequestMeta>): Promise<CatalogSources> {
    return viaBus(() => this.bus.request(CatalogAdminMessages.sources, {}, { meta }));
  }

  private async withNames(imports: CatalogImportView[]): Promise<CatalogImport[]> {
    const ids = [...new Set(imports.map((i) => i.startedBy))];
    const profiles = ids.length
      ? await viaBus(() => this.bus.request(IdentityMessages.profiles, { userIds: ids }))
      : [];
    const names = new Map(profiles.map((p) => [p.id, p.full_name]));
    return imports.map((i) => ({ ...i, startedByName: names.get(i.startedBy) ?? null }));
  }
}
