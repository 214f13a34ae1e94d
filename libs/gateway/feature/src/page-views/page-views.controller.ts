import { VALIDATION_MESSAGES } from '@snap/contracts';
import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AnalyticsEvents } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { Metrics, LOGGER } from '@snap/platform-observability';
import { Counter } from 'prom-client';
import { AbuseLimit } from '../security/abuse-limits';
import type { Logger } from 'pino';

export class PageViewDto {
  @IsString()
  @MaxLength(2048)
  @Matches(/^\//, { message: VALIDATION_MESSAGES.path })
  path!: string;

  @IsOptional()
  @IsString()
  @MaxLength(2048)
  referrer?: string;
}

/** The web app's top-level routes: the only values the route label takes, so visitors cannot grow
 * the metric's series count with made-up paths. */
const KNOWN_ROUTES = new Set([
  'add-store',
  'auth',
  'blog',
  'city',
  'ebt-chip-card',
  'favorites',
  'mission',
  'privacy-policy',
  'profile',
  'report',
  'search',
  'snap-rules',
  'snap-tips',
  'status',
  'store',
  'support',
]);
/** City pages live at /{city}-{state}, e.g. /atlanta-ga. */
const CITY_SLUG = /^[a-z]+(?:-[a-z]+)*-[a-z]{2}$/;

export function routeLabel(path: string): string {
  const first = path.split(/[/?#]/)[1] ?? '';
  if (first === '') return '/';
  if (KNOWN_ROUTES.has(first)) return `/${first}`;
  return CITY_SLUG.test(first) ? '/:citySlug' : 'other';
}

/** The product's own page-view analytics: counted per top-level route (no personal data kept), as a
 * metric here and, for the back-office dashboard, per day by the community service's analytics. */
@Controller('api/page-views')
export class PageViewsController {
  private readonly views: Counter<'route'>;

  constructor(
    metrics: Metrics,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {
    this.views =
      (metrics.registry.getSingleMetric('page_views_total') as Counter<'route'> | undefined) ??
      new Counter({
        name: 'page_views_total',
        help: 'Page views reported by the web app',
        labelNames: ['route'],
        registers: [metrics.registry],
      });
  }

  @Post()
  @HttpCode(204)
  @UseGuards(AbuseLimit('page-views'))
  record(@Body() view: PageViewDto): void {
    const route = routeLabel(view.path);
    this.views.inc({ route });
    this.logger.debug({ path: view.path }, 'page view');
    // Only the route label and the time travel: never the path, the referrer, the user or the address.
    // Not awaited: the beacon's answer never waits on the bus, and a lost view is only logged.
    this.bus
      .publish(AnalyticsEvents.pageViewed, { route, viewedAt: new Date().toISOString() })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'page view not published'));
  }
}
