import { runUsdaRetailerServiceContract } from '../../testing/usda-retailer-service.contract';
import { HttpUsdaRetailerService } from './http-usda-retailer-service';

runUsdaRetailerServiceContract(
  (url, options) =>
    new HttpUsdaRetailerService({
      url,
      attempts: 3,
      backoffMs: 5,
      timeoutMs: options?.timeoutMs ?? 10_000,
    }),
  'HttpUsdaRetailerService against the replaying server',
);
