import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { type Observable, tap } from 'rxjs';
import { Metrics } from './metrics';
import { SERVICE_INFO, type ServiceInfo } from './service-info';

/** Records `bus_message_duration_seconds` for every request and event a service handles on the bus:
 * the time from the handler's start to its answer, by pattern and outcome. Subtracted from the caller's
 * round trip, it tells the queue and the transport apart from the service's own work. */
@Injectable()
export class BusMessageMetricsInterceptor implements NestInterceptor {
  constructor(
    private readonly metrics: Metrics,
    @Inject(SERVICE_INFO) private readonly info: ServiceInfo,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const patterns: unknown = Reflect.getMetadata(PATTERN_METADATA, context.getHandler());
    const pattern = Array.isArray(patterns) ? String(patterns[0]) : 'unknown';
    const end = this.metrics.busMessageSeconds.startTimer({ service: this.info.name, pattern });
    return next.handle().pipe(
      tap({
        complete: () => end({ outcome: 'ok' }),
        error: () => end({ outcome: 'error' }),
      }),
    );
  }
}
