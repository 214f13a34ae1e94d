import 'reflect-metadata';
import { EnrichmentModule, enrichmentOptionsFromEnv } from '@snap/enrichment-feature';
import { runService } from '@snap/platform-runtime';
import { EnrichmentEnv } from './enrichment.env';

runService('enrichment', EnrichmentEnv, (env) => ({
  feature: EnrichmentModule.forRoot(enrichmentOptionsFromEnv(env)),
}));
