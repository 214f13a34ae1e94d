import 'reflect-metadata';
import { runService } from '@snap/platform-runtime';
import { SEARCH_ENGINES, SearchModule, searchOptionsFromEnv } from '@snap/search-feature';
import { SearchEnv } from './search.env';

runService('search', SearchEnv, (env) => ({
  engines: SEARCH_ENGINES,
  feature: SearchModule.forRoot(
    searchOptionsFromEnv(env, {
      rebuildIndexOnStart: env.REBUILD_INDEX_ON_START === 'true',
      // The fallback while Elasticsearch is down reads the grid cells.
      keepFallbackCells: true,
    }),
  ),
}));
