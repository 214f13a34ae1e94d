import { Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { EnrichmentMessages } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { viaBusHttp } from '../community/http-errors';
import { PHOTO_MAX } from './store-enrichment.models';

/** The provider's photos through the gateway, so the key never reaches the browser. A photo reference
 * names one image, so browsers and proxies may keep it for a day. */
@Controller()
export class PlacePhotoController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Get('api/places/photo/:reference')
  async photo(
    @Param('reference') reference: string,
    @Query('maxwidth') maxWidth: string | undefined,
    @Query('maxheight') maxHeight: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const size = (value: string | undefined, max: number) =>
      Math.min(max, Math.max(1, Number.parseInt(value ?? '', 10) || max));
    const photo = await viaBusHttp(() =>
      this.bus.request(
        EnrichmentMessages.placePhoto,
        {
          reference,
          maxWidth: size(maxWidth, PHOTO_MAX.width),
          maxHeight: size(maxHeight, PHOTO_MAX.height),
        },
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
