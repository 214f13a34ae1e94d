import 'reflect-metadata';
import {
  ENRICHMENT_ENGINES,
  EnrichmentModule,
  enrichmentOptionsFromEnv,
} from '@snap/enrichment-feature';
import { runService } from '@snap/platform-runtime';
import { EnrichmentEnv } from './enrichment.env';

runService('enrichment', EnrichmentEnv, (env) => ({
  engines: ENRICHMENT_ENGINES,
  feature: EnrichmentModule.forRoot(enrichmentOptionsFromEnv(env)),
}));
