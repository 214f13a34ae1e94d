import 'reflect-metadata';
import { runService } from '@snap/platform-runtime';
import {
  bundledSample,
  SEARCH_ENGINES,
  SearchModule,
  usdaServiceOptions,
} from '@snap/search-feature';
import { SearchEnv } from './search.env';

runService('search', SearchEnv, (env) => ({
  engines: SEARCH_ENGINES,
  feature: SearchModule.forRoot({
    sampleFiles: bundledSample(),
    importSampleOnEmpty: env.IMPORT_SAMPLE_ON_EMPTY === 'true',
    rebuildIndexOnStart: env.REBUILD_INDEX_ON_START === 'true',
    // The fallback while Elasticsearch is down reads the grid cells.
    keepFallbackCells: true,
    usdaService: usdaServiceOptions(env),
  }),
}));
