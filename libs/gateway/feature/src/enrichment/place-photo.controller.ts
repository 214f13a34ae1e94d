import {
  Controller,
  Get,
  Inject,
  NotFoundException,
  Param,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Response } from 'express';
import { EnrichmentMessages } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { viaBusHttp } from '../community/http-errors';
import { AbuseLimit } from '../security/abuse-limits';
import { PHOTO_MAX, PHOTO_THUMBNAIL } from './store-enrichment.models';

/** The sizes the store page shows: any other asked size gets the smallest of these that holds it, so
 * one reference cannot be fetched (and paid for) in a thousand sizes. */
export function photoSize(
  maxWidth: string | undefined,
  maxHeight: string | undefined,
): { maxWidth: number; maxHeight: number } {
  const width = Number.parseInt(maxWidth ?? '', 10) || PHOTO_MAX.width;
  const height = Number.parseInt(maxHeight ?? '', 10) || PHOTO_MAX.height;
  return width <= PHOTO_THUMBNAIL.width && height <= PHOTO_THUMBNAIL.height
    ? { maxWidth: PHOTO_THUMBNAIL.width, maxHeight: PHOTO_THUMBNAIL.height }
    : { maxWidth: PHOTO_MAX.width, maxHeight: PHOTO_MAX.height };
}

/** The provider's photos through the gateway, so the key never reaches the browser. A photo reference
 * names one image, so browsers and proxies may keep it for a day. Only references a store page handed
 * out are fetched (the enrichment service checks), and each address may ask only so many. */
@Controller()
export class PlacePhotoController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Get('api/places/photo/:reference')
  @UseGuards(AbuseLimit('place-photos'))
  async photo(
    @Param('reference') reference: string,
    @Query('maxwidth') maxWidth: string | undefined,
    @Query('maxheight') maxHeight: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const photo = await viaBusHttp(() =>
      this.bus.request(
        EnrichmentMessages.placePhoto,
        { reference, ...photoSize(maxWidth, maxHeight) },
        { timeoutMs: 30_000 },
      ),
    );
    if (!photo) throw new NotFoundException('Photo not found');
    const body = Buffer.from(photo.base64, 'base64');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.setHeader('Content-Type', photo.contentType);
    res.setHeader('Content-Length', String(body.length));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(body);
  }
}
