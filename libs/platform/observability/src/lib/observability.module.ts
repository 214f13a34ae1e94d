import {
  Controller,
  DynamicModule,
  Get,
  Global,
  Inject,
  Injectable,
  Module,
  NestMiddleware,
  Res,
  type MiddlewareConsumer,
  type NestModule,
} from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { HealthRegistry } from './health';
import { createLogger } from './logger';
import { Metrics } from './metrics';

export interface ServiceInfo {
  name: string;
  version: string;
}

export const SERVICE_INFO = Symbol('SERVICE_INFO');
export const LOGGER = Symbol('LOGGER');

@Controller()
class HealthController {
  constructor(
    private readonly health: HealthRegistry,
    private readonly metrics: Metrics,
    @Inject(SERVICE_INFO) private readonly info: ServiceInfo,
  ) {}

  /** Liveness: the process runs and its event loop answers. */
  @Get('health/live')
  live() {
    return { status: 'up', service: this.info.name, version: this.info.version };
  }

  /** Readiness: every dependency answers; 503 otherwise so load balancers stop routing here. */
  @Get('health/ready')
  async ready(@Res() res: Response) {
    const report = await this.health.readiness();
    res.status(report.status === 'up' ? 200 : 503).json({ service: this.info.name, ...report });
  }

  @Get('metrics')
  async scrape(@Res() res: Response) {
    const { contentType, body } = await this.metrics.exposition();
    res.setHeader('Content-Type', contentType);
    res.send(body);
  }
}

@Injectable()
class RequestMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: Metrics) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const end = this.metrics.httpRequestSeconds.startTimer();
    res.on('finish', () => {
      // Label by route prefix, not full URL, so ids in paths do not explode the series count.
      const path = req.originalUrl.split('?')[0];
      const route = path.startsWith('/graphql') ? '/graphql' : `/${path.split('/')[1] ?? ''}`;
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  }
}

@Global()
@Module({})
export class ObservabilityModule implements NestModule {
  static forRoot(info: ServiceInfo, options: { http?: boolean; logger?: Logger } = {}): DynamicModule {
    return {
      module: ObservabilityModule,
      controllers: options.http ? [HealthController] : [],
      providers: [
        { provide: SERVICE_INFO, useValue: info },
        { provide: LOGGER, useValue: options.logger ?? createLogger(info.name) },
        { provide: HealthRegistry, useValue: new HealthRegistry() },
        { provide: Metrics, useValue: new Metrics(info.name) },
        RequestMetricsMiddleware,
      ],
      exports: [SERVICE_INFO, LOGGER, HealthRegistry, Metrics],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestMetricsMiddleware).forRoutes('*path');
  }
}
