import { announceCatalogChange } from '../catalog/catalog-changes';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminStoreView,
  AuditEvents,
  type ClearStoreOverrideCommand,
  type RequestMeta,
  type SetStoreStatusCommand,
  type UpdateStoreCommand,
} from '@snap/contracts';
import { STORE_EDIT_FIELDS, validateStoreEdit } from '@snap/domain';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
} from '@snap/platform-documents';
import { STORE_INDEX, type StoreIndex } from '@snap/platform-search-index';
import { StoreCells } from '../catalog/store-cells';
import { toStore } from '../catalog/stores.repository';
import {
  type AdminOverride,
  type StoreDocument,
  storeSchema,
  STORES_COLLECTION,
} from '../catalog/store.schema';
import { CATALOG_ADMIN_MESSAGES, requireAdmin } from './catalog-imports.usecases';

/** The back-office's view of the catalog: any store, closed ones too, found by id or by part of its name,
 * city or ZIP; edits, closing and reopening go to the catalog and the index at once, so search shows them
 * on the next query. */
@Injectable()
export class CatalogStoresUseCases {
  private readonly stores: DocumentCollection<StoreDocument>;
  private readonly cells: StoreCells;

  constructor(
    @Inject(DOCUMENT_STORE) documents: DocumentStore,
    @Inject(STORE_INDEX) private readonly index: StoreIndex,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {
    this.stores = documents.collection<StoreDocument>(STORES_COLLECTION, storeSchema);
    this.cells = new StoreCells(documents);
  }

  async find(text: string, limit: number, meta: Partial<RequestMeta>): Promise<AdminStoreView[]> {
    requireAdmin(meta);
    const exact = await this.stores.findOne({ _id: text.trim() });
    if (exact) return [toView(exact)];
    const pattern = new RegExp(text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    const filter: Filter = {
      $or: [
        { Store_Name: { $regex: pattern } },
        { City: { $regex: pattern } },
        { Zip_Code: { $regex: pattern } },
      ],
    };
    // Open stores first: they are the ones people see.
    return (
      await this.stores.find(filter, { sort: { status: 1, Store_Name: 1, _id: 1 }, limit })
    ).map(toView);
  }

  async update(command: UpdateStoreCommand, meta: Partial<RequestMeta>): Promise<AdminStoreView> {
    const adminId = requireAdmin(meta);
    const { value, errors } = validateStoreEdit(command.edit);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const before = await this.require(command.id);
    const changes = Object.fromEntries(
      STORE_EDIT_FIELDS.filter((field) => before[field] !== value[field]).map((field) => [
        field,
        value[field],
      ]),
    );
    if (Object.keys(changes).length === 0) return toView(before);
    const at = new Date().toISOString();
    // The admin's edit stands through later imports until an admin clears it.
    const adminOverride = {
      ...(before.adminOverride ?? {}),
      fields: [...new Set([...(before.adminOverride?.fields ?? []), ...Object.keys(changes)])],
      by: adminId,
      at,
    };
    // X and Y are the USDA copies of the position; they follow it.
    const after = await this.stores.findOneAndUpdate(
      { _id: before._id },
      {
        $set: {
          ...changes,
          X: value.Longitude,
          Y: value.Latitude,
          approximateLocation: false,
          adminOverride,
          updatedAt: at,
        },
      },
    );
    if (!after) throw rpcError('NOT_FOUND', CATALOG_ADMIN_MESSAGES.storeNotFound);
    await this.cells.sync(before, after);
    if (after.status === 'active') await this.index.upsert([toStore(after)]);
    await announceCatalogChange(this.bus, 'store-edited');
    await this.audit(
      adminId,
      'store.edited',
      after,
      `Edited ${after.Store_Name} (${after._id})`,
      pick(before, Object.keys(changes)),
      changes,
    );
    return toView(after);
  }

  async setStatus(
    command: SetStoreStatusCommand,
    meta: Partial<RequestMeta>,
  ): Promise<AdminStoreView> {
    const adminId = requireAdmin(meta);
    const before = await this.require(command.id);
    if (before.status === command.status) return toView(before);
    const at = new Date().toISOString();
    // The admin's close or reopen stands through later imports until an admin clears it.
    const after = await this.stores.findOneAndUpdate(
      { _id: before._id },
      {
        $set: {
          status: command.status,
          ...(command.status === 'active' ? { delistedOn: null } : {}),
          adminOverride: {
            ...withoutClosedAt(before.adminOverride),
            status: command.status,
            ...(command.status === 'closed' ? { closedAt: at } : {}),
            by: adminId,
            at,
          },
          updatedAt: at,
        },
      },
    );
    if (!after) throw rpcError('NOT_FOUND', CATALOG_ADMIN_MESSAGES.storeNotFound);
    await this.cells.sync(before, after);
    if (after.status === 'active') await this.index.upsert([toStore(after)]);
    else await this.index.remove([after._id]);
    await announceCatalogChange(this.bus, 'store-status');
    const closing = command.status === 'closed';
    await this.audit(
      adminId,
      closing ? 'store.closed' : 'store.reopened',
      after,
      `${closing ? 'Closed' : 'Reopened'} ${after.Store_Name} (${after._id})`,
      { status: before.status },
      { status: after.status },
    );
    return toView(after);
  }

  /** Hands a store back to the imports: the next list decides its fields and whether it is open. */
  async clearOverride(
    command: ClearStoreOverrideCommand,
    meta: Partial<RequestMeta>,
  ): Promise<AdminStoreView> {
    const adminId = requireAdmin(meta);
    const before = await this.require(command.id);
    if (!before.adminOverride) return toView(before);
    const after = await this.stores.findOneAndUpdate(
      { _id: before._id },
      { $set: { adminOverride: null } },
    );
    if (!after) throw rpcError('NOT_FOUND', CATALOG_ADMIN_MESSAGES.storeNotFound);
    await this.audit(
      adminId,
      'store.override-cleared',
      after,
      `Handed ${after.Store_Name} (${after._id}) back to USDA imports`,
      { adminOverride: before.adminOverride },
      { adminOverride: null },
    );
    return toView(after);
  }

  private async require(id: string): Promise<StoreDocument> {
    const store = await this.stores.findOne({ _id: id });
    if (!store) throw rpcError('NOT_FOUND', CATALOG_ADMIN_MESSAGES.storeNotFound);
    return store;
  }

  private audit(
    actorId: string,
    action: 'store.edited' | 'store.closed' | 'store.reopened' | 'store.override-cleared',
    store: StoreDocument,
    summary: string,
    before: object,
    after: object,
  ) {
    return this.bus.publish(AuditEvents.recorded, {
      actorId,
      action,
      targetType: 'store',
      targetId: store._id,
      summary,
      before: before as Record<string, unknown>,
      after: after as Record<string, unknown>,
      occurredAt: new Date().toISOString(),
    });
  }
}

function pick(doc: StoreDocument, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => [field, (doc as unknown as Record<string, unknown>)[field]]),
  );
}

function toView(doc: StoreDocument): AdminStoreView {
  return {
    id: doc._id,
    Store_Name: doc.Store_Name,
    Store_Type: doc.Store_Type,
    Store_Street_Address: doc.Store_Street_Address ?? '',
    City: doc.City,
    State: doc.State,
    Zip_Code: doc.Zip_Code,
    Latitude: doc.Latitude,
    Longitude: doc.Longitude,
    status: doc.status as 'active' | 'closed',
    source: doc.source,
    updatedAt: String(doc.updatedAt ?? ''),
    listedOn: doc.listedOn ?? null,
    delistedOn: doc.delistedOn ?? null,
    adminOverride: doc.adminOverride
      ? {
          status: doc.adminOverride.status ?? null,
          fields: doc.adminOverride.fields ?? [],
          by: doc.adminOverride.by,
          at: doc.adminOverride.at,
        }
      : null,
  };
}

/** An override without its closing date (a reopened store is not closed since then any more). */
function withoutClosedAt(override: AdminOverride | null | undefined): Partial<AdminOverride> {
  const { closedAt: _closedAt, ...rest } = override ?? {};
  return rest;
}
