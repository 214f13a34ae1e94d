import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { RealEnginesEnv } from '@snap/platform-runtime';

/** The enrichment service: the maps provider behind a cache and a daily budget. */
export class EnrichmentEnv extends RealEnginesEnv {
  override PORT = 3004;

  /** Maps provider calls allowed per day before the site falls back to basic store data. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  PLACES_DAILY_LIMIT = 1000;
}
