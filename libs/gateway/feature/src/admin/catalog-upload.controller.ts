import {
  BadRequestException,
  ConflictException,
  Controller,
  HttpCode,
  Inject,
  PayloadTooLargeException,
  Post,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import type { Request } from 'express';
import {
  CATALOG_UPLOADS_BUCKET,
  CatalogAdminMessages,
  type CatalogImportView,
  type RequestMeta,
} from '@snap/contracts';
import { BLOB_STORE, type BlobStore } from '@snap/platform-blobs';
import { BUS_CLIENT, type BusClient, RemoteError } from '@snap/platform-bus';
import { RequestContext } from '../auth/auth.guards';
import { viaBusHttp } from '../community/http-errors';
import { AdminHttpGuard } from './admin-http.guard';

/** The whole national Retailer Locator export is about 60 MB; anything far beyond is not a retailer file. */
export const MAX_CATALOG_UPLOAD_BYTES = 250 * 1024 * 1024;
const FILE_NAME = /^[\w.\- ()]{1,200}$/;

/** A USDA retailer file from the back-office: the request body (the file's bytes, any content type but
 * multipart) is streamed straight into the blobs port, never held in memory, then the search service is
 * asked to import it and answers at once with the running import; progress is read with catalogImport. */
@Controller()
export class CatalogUploadController {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  @Post('api/admin/catalog/imports')
  @HttpCode(202)
  @UseGuards(AdminHttpGuard)
  async upload(
    @Req() req: Request,
    @Query('fileName') fileName: string | undefined,
    @RequestContext() meta: Partial<RequestMeta>,
    @Query('asOf') asOf?: string,
    @Query('completeFor') completeFor?: string,
  ): Promise<{ import: CatalogImportView }> {
    if (!fileName || !FILE_NAME.test(fileName))
      throw new BadRequestException('Please choose a retailer file (.csv) to upload.');
    // Checked again by the search service; refused here before any byte is stored.
    if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf))
      throw new BadRequestException('The date the list was true must be written YYYY-MM-DD.');
    const states = (completeFor ?? '')
      .split(',')
      .map((state) => state.trim())
      .filter(Boolean);
    if (states.some((state) => !/^[A-Za-z]{2}$/.test(state)))
      throw new BadRequestException(
        'Each state the file is complete for must be a two-letter code.',
      );
    if (Number(req.headers['content-length'] ?? 0) > MAX_CATALOG_UPLOAD_BYTES)
      throw new PayloadTooLargeException('The file is larger than 250 MB.');
    const uploadKey = `${randomUUID()}.csv`;
    let bytes = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(
          bytes > MAX_CATALOG_UPLOAD_BYTES
            ? new PayloadTooLargeException('The file is larger than 250 MB.')
            : null,
          chunk,
        );
      },
    });
    req.pipe(counted);
    try {
      await this.blobs.put(CATALOG_UPLOADS_BUCKET, uploadKey, counted, { contentType: 'text/csv' });
    } catch (error) {
      await this.blobs.delete(CATALOG_UPLOADS_BUCKET, uploadKey).catch(() => undefined);
      throw error;
    }
    if (bytes === 0) {
      await this.blobs.delete(CATALOG_UPLOADS_BUCKET, uploadKey).catch(() => undefined);
      throw new BadRequestException(`${fileName} is empty.`);
    }
    try {
      return {
        import: await viaBusHttp(() =>
          this.bus.request(
            CatalogAdminMessages.startImport,
            {
              uploadKey,
              fileName,
              ...(asOf ? { asOf } : {}),
              ...(states.length > 0 ? { completeFor: states } : {}),
            },
            { meta },
          ),
        ),
      };
    } catch (error) {
      if (error instanceof RemoteError && error.code === 'CONFLICT')
        throw new ConflictException(error.message);
      if (error instanceof RemoteError && error.code === 'BAD_USER_INPUT') {
        await this.blobs.delete(CATALOG_UPLOADS_BUCKET, uploadKey).catch(() => undefined);
        throw new BadRequestException(error.message);
      }
      throw error;
    }
  }
}
