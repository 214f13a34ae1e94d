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

  /** The schedule of refreshes from USDA's service: 0 never; otherwise its layer's edition is checked
   * daily and the catalog refreshed when USDA published a new one (about every 14 days), or after this
   * many days when the layer gives no edition. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(365)
  USDA_SYNC_INTERVAL_DAYS = 14;

  /** On a first start (an empty catalog, the bundled lists just imported), refresh every state from
   * USDA's service in the background when it answers; the bundled lists serve meanwhile. 0: off. */
  @IsIn(['0', '1'], { message: 'USDA_SYNC_ON_FIRST_START must be 1 (on) or 0 (off)' })
  USDA_SYNC_ON_FIRST_START = '1';

  /** The states a scheduled refresh reads: "all", or codes such as "GA,AL". */
  @Matches(/^(all|[A-Za-z]{2}(,[A-Za-z]{2})*)$/, {
    message: 'USDA_SYNC_STATES must be "all" or two-letter state codes separated by commas',
  })
  USDA_SYNC_STATES = 'all';
}
