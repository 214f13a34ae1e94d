import { Controller } from '@nestjs/common';
import {
  AdminStoresQuery,
  CatalogAdminEvents,
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

/** The back-office's catalog entry points (admins only, checked in the use cases). */
@Controller()
export class CatalogAdminHandler {
  constructor(
    private readonly imports: CatalogImportsUseCases,
    private readonly stores: CatalogStoresUseCases,
  ) {}

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
