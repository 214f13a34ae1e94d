import 'reflect-metadata';
import { EnrichmentModule } from '@snap/enrichment-feature';
import { runService } from '@snap/platform-runtime';
import { EnrichmentEnv } from './enrichment.env';

runService('enrichment', EnrichmentEnv, (env) => ({ feature: EnrichmentModule.forRoot({ placesDailyLimit: env.PLACES_DAILY_LIMIT }) }));
