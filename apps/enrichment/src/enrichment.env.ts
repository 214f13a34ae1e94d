import { WithEnrichmentEnv } from '@snap/enrichment-feature';
import { RealEnginesEnv } from '@snap/platform-runtime';

/** The enrichment service: the maps provider behind a cache and a daily budget. */
export class EnrichmentEnv extends WithEnrichmentEnv(RealEnginesEnv) {
  override PORT = 3004;
}
