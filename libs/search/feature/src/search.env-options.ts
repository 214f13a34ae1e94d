import { Type } from 'class-transformer';
import { IsIn, IsInt, IsUrl, Matches, Max, Min } from 'class-validator';
import type { EnvClass } from '@snap/platform-config';
import { bundledSample } from './catalog/bundled-sample';
import type { CatalogOptions } from './catalog/catalog-bootstrap';
import { USDA_RETAILER_SERVICE_DEFAULT_URL } from './catalog/usda-service/http-usda-retailer-service';
import { usdaServiceOptions } from './catalog/usda-sync/usda-refresh-schedule';

/** The catalog's variables, declared once: the search service's environment and the one-process
 * runtime's are both built on them (see .env.example). */
export function WithSearchEnv<TBase extends EnvClass>(Base: TBase) {
  class SearchEnvVariables extends Base {
    /** Import the bundled USDA sample when the catalog is empty. */
    @IsIn(['true', 'false'])
    IMPORT_SAMPLE_ON_EMPTY = 'true';

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
     * USDA's service in the background when it answers (offline: the bundled lists stay); the bundled
     * lists serve meanwhile and the site says a national refresh is under way. 0: off. */
    @IsIn(['0', '1'], { message: 'USDA_SYNC_ON_FIRST_START must be 1 (on) or 0 (off)' })
    USDA_SYNC_ON_FIRST_START = '1';

    /** The states a scheduled refresh reads: "all", or codes such as "GA,AL". */
    @Matches(/^(all|[A-Za-z]{2}(,[A-Za-z]{2})*)$/, {
      message: 'USDA_SYNC_STATES must be "all" or two-letter state codes separated by commas',
    })
    USDA_SYNC_STATES = 'all';
  }
  return SearchEnvVariables;
}

export type SearchEnvVariables = InstanceType<ReturnType<typeof WithSearchEnv<EnvClass>>>;

/** The catalog's options from its variables; the index's two settings depend on the runtime (an
 * Elasticsearch beside the service, or an index in the same process), not on a variable of both. */
export function searchOptionsFromEnv(
  env: SearchEnvVariables,
  index: Pick<CatalogOptions, 'rebuildIndexOnStart' | 'keepFallbackCells'>,
): CatalogOptions {
  return {
    sampleFiles: bundledSample(),
    importSampleOnEmpty: env.IMPORT_SAMPLE_ON_EMPTY === 'true',
    ...index,
    usdaService: usdaServiceOptions(env),
  };
}
