import 'reflect-metadata';
import { resolve } from 'node:path';
import { runService } from '@snap/platform-runtime';
import { SEARCH_ENGINES, SearchModule } from '@snap/search-feature';
import { SearchEnv } from './search.env';

/** The bundled real USDA sample, imported on first start with an empty catalog (as the standalone does). */
const SAMPLE_FILES = [
  'data/sample/snap-retailers-ga-2020.csv',
  'data/sample/snap-farmers-markets-us.csv',
].map((file) => resolve(file));

runService('search', SearchEnv, (env) => ({
  engines: SEARCH_ENGINES,
  feature: SearchModule.forRoot({
    sampleFiles: SAMPLE_FILES,
    importSampleOnEmpty: env.IMPORT_SAMPLE_ON_EMPTY === 'true',
    rebuildIndexOnStart: env.REBUILD_INDEX_ON_START === 'true',
    // The fallback while Elasticsearch is down reads the grid cells.
    keepFallbackCells: true,
  }),
}));
