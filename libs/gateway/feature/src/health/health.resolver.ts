import { Query, Resolver } from '@nestjs/graphql';
import { CrossServiceHealth } from './cross-service-health';
import { Health } from './health.model';

@Resolver()
export class HealthResolver {
  constructor(private readonly crossServiceHealth: CrossServiceHealth) {}

  @Query(() => Health, { description: 'Status of every service, each asked over the bus' })
  health(): Promise<Health> {
    return this.crossServiceHealth.check();
  }
}
