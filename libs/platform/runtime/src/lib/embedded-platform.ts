import { join } from 'node:path';
import { FilesystemBlobStore } from '@snap/platform-blobs';
import type { EmbeddedBus } from '@snap/platform-bus';
import { MemoryCache } from '@snap/platform-cache';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { type Mailer, OutboxMailer } from '@snap/platform-mailer';
import type { StoreIndex } from '@snap/platform-search-index';
import type { Logger } from 'pino';
import type { ServicePlatform } from './platform.module';

/** The adapters of one service in the standalone runtime. Each service keeps its documents in its
 * own folder (it owns its data); blobs and the outbox are shared folders, as a bucket would be. */
export function createEmbeddedPlatform(options: {
  service: string;
  dataDir: string;
  bus: EmbeddedBus;
  logger: Logger;
  searchIndex?: StoreIndex;
  /** SMTP when configured; otherwise e-mails go to the outbox folder. */
  mailer?: Mailer;
}): ServicePlatform {
  const logger = options.logger.child({ service: options.service });
  return {
    bus: options.bus.client(),
    documents: new EmbeddedDocumentStore(join(options.dataDir, 'documents', options.service)),
    cache: new MemoryCache(),
    blobs: new FilesystemBlobStore(join(options.dataDir, 'blobs')),
    mailer: options.mailer ?? new OutboxMailer(join(options.dataDir, 'outbox'), logger),
    searchIndex: options.searchIndex,
    logger,
  };
}

/** Releases a platform's adapters (flushes the embedded stores to disk). */
export async function closePlatform(platform: ServicePlatform): Promise<void> {
  await Promise.allSettled([
    platform.documents.close(),
    platform.cache.close(),
    platform.blobs.close(),
    platform.searchIndex?.close(),
  ]);
}
