import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Metrics, LOGGER } from '@snap/platform-observability';
import { Counter } from 'prom-client';
import type { Logger } from 'pino';

export class PageViewDto {
  @IsString()
  @MaxLength(2048)
  @Matches(/^\//, { message: 'path must start with /' })
  path!: string;

  @IsOptional()
  @IsString()
  @MaxLength(2048)
  referrer?: string;
}

/** The product's own page-view analytics: counted per top-level route (no personal data kept). */
@Controller('api/page-views')
export class PageViewsController {
  private readonly views: Counter<'route'>;

  constructor(
    metrics: Metrics,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.views =
      (metrics.registry.getSingleMetric('page_views_total') as Counter<'route'> | undefined) ??
      new Counter({ name: 'page_views_total', help: 'Page views reported by the web app', labelNames: ['route'], registers: [metrics.registry] });
  }

  @Post()
  @HttpCode(204)
  record(@Body() view: PageViewDto): void {
    const route = `/${view.path.split(/[/?#]/)[1] ?? ''}`;
    this.views.inc({ route });
    this.logger.debug({ path: view.path }, 'page view');
  }
}
