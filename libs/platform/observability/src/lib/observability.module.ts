import {
  Controller,
  DynamicModule,
  Get,
  Global,
  Inject,
  Injectable,
  Module,
  NestMiddleware,
  Req,
  Res,
  type MiddlewareConsumer,
  type NestModule,
} from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import { HealthRegistry } from './health';
import { createLogger } from './logger';
import { BusMessageMetricsInterceptor } from './bus-message-metrics.interceptor';
import { Metrics } from './metrics';
import { SERVICE_INFO, type ServiceInfo } from './service-info';

export { SERVICE_INFO, type ServiceInfo } from './service-info';

export const LOGGER = Symbol('LOGGER');
export const OPS_TOKEN = Symbol('OPS_TOKEN');

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds for its visitor: any of them marks a request that came through one. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** Operators see engine addresses and metrics: with OPS_TOKEN as a bearer token, or (without one)
 * from this machine directly, never through a proxy (whose headers mark a visitor's request). */
export function isOperator(req: Request, opsToken: string | undefined): boolean {
  if (opsToken) {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const digest = (value: string) => createHash('sha256').update(value).digest();
    return timingSafeEqual(digest(given), digest(opsToken));
  }
  return (
    LOOPBACK.has(req.socket.remoteAddress ?? '') && !PROXY_HEADERS.some((name) => req.headers[name])
  );
}

@Controller()
class HealthController {
  constructor(
    private readonly health: HealthRegistry,
    private readonly metrics: Metrics,
    @Inject(SERVICE_INFO) private readonly info: ServiceInfo,
    @Inject(OPS_TOKEN) private readonly opsToken: string | undefined,
  ) {}

  /** Liveness: the process runs and its event loop answers. */
  @Get('health/live')
  live() {
    return { status: 'up', service: this.info.name, version: this.info.version };
  }

  /** Readiness: every dependency answers; 503 otherwise so load balancers stop routing here. */
  @Get('health/ready')
  async ready(@Req() req: Request, @Res() res: Response) {
    const report = await this.health.readiness();
    // Visitors learn up or down; which engine at which address is for operators.
    const dependencies = isOperator(req, this.opsToken)
      ? report.dependencies
      : report.dependencies.map(({ name, status }) => ({ name, status }));
    res
      .status(report.status === 'up' ? 200 : 503)
      .json({ service: this.info.name, status: report.status, dependencies });
  }

  @Get('metrics')
  async scrape(@Req() req: Request, @Res() res: Response) {
    if (!isOperator(req, this.opsToken)) {
      res
        .status(403)
        .json({ message: 'Metrics are for operators: send Authorization: Bearer <OPS_TOKEN>.' });
      return;
    }
    const { contentType, body } = await this.metrics.exposition();
    res.setHeader('Content-Type', contentType);
    res.send(body);
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const ROUTES = new Set(['graphql', 'api', 'health', 'metrics', 'admin', 'assets']);

/** A bounded route label: the API prefixes by name, every other path (the web app's pages, made-up
 * URLs) as 'web', so requests cannot create new series. */
export function routeOf(url: string): string {
  const first = url.split(/[?#]/)[0].split('/')[1] ?? '';
  return ROUTES.has(first) ? `/${first}` : 'web';
}

@Injectable()
class RequestMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: Metrics) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const end = this.metrics.httpRequestSeconds.startTimer();
    res.on('finish', () => {
      // Label by route prefix, not full URL, so ids in paths do not explode the series count.
      end({
        method: METHODS.has(req.method) ? req.method : 'OTHER',
        route: routeOf(req.originalUrl),
        status: String(res.statusCode),
      });
    });
    next();
  }
}

@Global()
@Module({})
export class ObservabilityModule implements NestModule {
  static forRoot(
    info: ServiceInfo,
    options: { http?: boolean; logger?: Logger; opsToken?: string } = {},
  ): DynamicModule {
    return {
      module: ObservabilityModule,
      controllers: options.http ? [HealthController] : [],
      providers: [
        { provide: SERVICE_INFO, useValue: info },
        { provide: OPS_TOKEN, useValue: options.opsToken },
        { provide: LOGGER, useValue: options.logger ?? createLogger(info.name) },
        { provide: HealthRegistry, useValue: new HealthRegistry() },
        { provide: Metrics, useValue: new Metrics(info.name) },
        RequestMetricsMiddleware,
        BusMessageMetricsInterceptor,
        // Every bus handler of a microservice app; a hybrid app (HTTP with a bus server) does not pass
        // its global interceptors to the bus server, so `connectBusServer` adds this one there.
        { provide: APP_INTERCEPTOR, useExisting: BusMessageMetricsInterceptor },
      ],
      exports: [
        SERVICE_INFO,
        LOGGER,
        HealthRegistry,
        Metrics,
        OPS_TOKEN,
        BusMessageMetricsInterceptor,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestMetricsMiddleware).forRoutes('*path');
  }
}
