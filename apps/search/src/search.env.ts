import { IsIn } from 'class-validator';
import { SearchEnginesEnv } from '@snap/platform-runtime';

/** The search service: the store catalog (MongoDB) and its index (Elasticsearch). */
export class SearchEnv extends SearchEnginesEnv {
  override PORT = 3001;

  /** Import the bundled USDA sample when the catalog is empty. */
  @IsIn(['true', 'false'])
  IMPORT_SAMPLE_ON_EMPTY = 'true';

  /** Rebuild the index from the catalog at start, so an index lost or behind catches up. */
  @IsIn(['true', 'false'])
  REBUILD_INDEX_ON_START = 'true';
}
