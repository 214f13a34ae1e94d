import { Inject, UseGuards } from '@nestjs/common';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { isOperator, OPS_TOKEN } from '@snap/platform-observability';
import { CurrentUser, OptionalAuthGuard } from '../auth/auth.guards';
import type { AuthenticatedUser } from '../auth/jwt.strategy';
import type { GraphqlContext } from '../graphql/graphql-context';
import { CrossServiceHealth } from './cross-service-health';
import { Health } from './health.model';

@Resolver()
export class HealthResolver {
  constructor(
    private readonly crossServiceHealth: CrossServiceHealth,
    @Inject(OPS_TOKEN) private readonly opsToken: string | undefined,
  ) {}

  @Query(() => Health, {
    description:
      'Status of every service, each asked over the bus; the reasons (engine addresses) only for admins and operators',
  })
  @UseGuards(OptionalAuthGuard)
  async health(
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Context() { req }: GraphqlContext,
  ): Promise<Health> {
    const health = await this.crossServiceHealth.check();
    if ((user && user.roles?.includes('admin')) || isOperator(req, this.opsToken)) return health;
    return {
      ...health,
      services: health.services.map((service) => ({
        ...service,
        dependencies: service.dependencies.map(({ name, status }) => ({ name, status })),
      })),
    };
  }
}
