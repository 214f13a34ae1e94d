import { Type } from 'class-transformer';
import { IsIn, IsInt, IsUrl, Matches, Max, Min } from 'class-validator';
import { SearchEnginesEnv } from '@snap/platform-runtime';
import { USDA_RETAILER_SERVICE_DEFAULT_URL } from '@snap/search-feature';

/** The search service: the store catalog (MongoDB) and its index (Elasticsearch). */
export class SearchEnv extends SearchEnginesEnv {
  override PORT = 3001;

  /** Import the bundled USDA sample when the catalog is empty. */
  @IsIn(['true', 'false'])
  IMPORT_SAMPLE_ON_EMPTY = 'true';

  /** Rebuild the index from the catalog at start, so an index lost or behind catches up. */
  @IsIn(['true', 'false'])
  REBUILD_INDEX_ON_START = 'true';

  /** USDA's retailer layer (…/FeatureServer/0, or its /query); tests and operators point it elsewhere. */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  USDA_RETAILER_SERVICE_URL = USDA_RETAILER_SERVICE_DEFAULT_URL;

  /** Days between scheduled refreshes from USDA's service (USDA republishes about every 14); 0: never. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(365)
  USDA_SYNC_INTERVAL_DAYS = 14;

  /** The states a scheduled refresh reads: "all", or codes such as "GA,AL". */
  @Matches(/^(all|[A-Za-z]{2}(,[A-Za-z]{2})*)$/, {
    message: 'USDA_SYNC_STATES must be "all" or two-letter state codes separated by commas',
  })
  USDA_SYNC_STATES = 'all';
}
