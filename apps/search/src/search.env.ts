import { IsIn } from 'class-validator';
import { SearchEnginesEnv } from '@snap/platform-runtime';
import { WithSearchEnv } from '@snap/search-feature';

/** The search service: the store catalog (MongoDB) and its index (Elasticsearch). */
export class SearchEnv extends WithSearchEnv(SearchEnginesEnv) {
  override PORT = 3001;

  /** Rebuild the index from the catalog at start, so an index lost or behind catches up. */
  @IsIn(['true', 'false'])
  REBUILD_INDEX_ON_START = 'true';
}
