import { Controller } from '@nestjs/common';
import {
  AdminStoresQuery,
  CatalogAdminEvents,
  CatalogSourcesQuery,
  ClearStoreOverrideCommand,
  ConfirmUsdaClosingsCommand,
  StartUsdaRefreshCommand,
  CatalogAdminMessages,
  CatalogImportProgressEvent,
  CatalogImportQuery,
  CatalogImportsQuery,
  type RequestMeta,
  SetStoreStatusCommand,
  StartCatalogImportCommand,
  UpdateStoreCommand,
} from '@snap/contracts';
import { OnEvent, OnMessage } from '@snap/platform-bus';
import { CatalogImportsUseCases } from './catalog-imports.usecases';
import { CatalogStoresUseCases } from './catalog-stores.usecases';
import { UsdaRefreshSchedule } from '../catalog/usda-sync/usda-refresh-schedule';

/** The back-office's catalog entry points (admins only, checked in the use cases). */
@Controller()
export class CatalogAdminHandler {
  constructor(
    private readonly imports: CatalogImportsUseCases,
    private readonly stores: CatalogStoresUseCases,
    private readonly schedule: UsdaRefreshSchedule,
  ) {}

  @OnMessage(CatalogAdminMessages.refreshFromUsda)
  refreshFromUsda(command: StartUsdaRefreshCommand, meta: RequestMeta) {
    return this.imports.refreshFromUsda(command, meta);
  }

  @OnMessage(CatalogAdminMessages.confirmUsdaClosings)
  confirmUsdaClosings(command: ConfirmUsdaClosingsCommand, meta: RequestMeta) {
    return this.imports.confirmUsdaClosings(command, meta);
  }

  @OnMessage(CatalogAdminMessages.sources)
  async sources(_query: CatalogSourcesQuery, meta: RequestMeta) {
    const { nextScheduledRefresh, ...schedule } = await this.schedule.view();
    return this.imports.sources(meta, nextScheduledRefresh, schedule);
  }

  @OnMessage(CatalogAdminMessages.clearStoreOverride)
  clearStoreOverride(command: ClearStoreOverrideCommand, meta: RequestMeta) {
    return this.stores.clearOverride(command, meta);
  }

  @OnMessage(CatalogAdminMessages.startImport)
  start(command: StartCatalogImportCommand, meta: RequestMeta) {
    return this.imports.start(command, meta);
  }

  @OnMessage(CatalogAdminMessages.importById)
  importById(query: CatalogImportQuery, meta: RequestMeta) {
    return this.imports.byId(query.id, meta);
  }

  @OnMessage(CatalogAdminMessages.imports)
  list(query: CatalogImportsQuery, meta: RequestMeta) {
    return this.imports.list(query.limit, query.offset, meta);
  }

  @OnEvent(CatalogAdminEvents.importProgress)
  progressed(event: CatalogImportProgressEvent) {
    return this.imports.progressed(event);
  }

  @OnMessage(CatalogAdminMessages.findStores)
  findStores(query: AdminStoresQuery, meta: RequestMeta) {
    return this.stores.find(query.text, query.limit, meta);
  }

  @OnMessage(CatalogAdminMessages.updateStore)
  updateStore(command: UpdateStoreCommand, meta: RequestMeta) {
    return this.stores.update(command, meta);
  }

  @OnMessage(CatalogAdminMessages.setStoreStatus)
  setStoreStatus(command: SetStoreStatusCommand, meta: RequestMeta) {
    return this.stores.setStatus(command, meta);
  }
}
