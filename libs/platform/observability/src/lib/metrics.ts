import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of one process: default Node metrics plus request latency histograms for
 * HTTP/GraphQL requests and bus messages. */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequestSeconds: Histogram<'method' | 'route' | 'status'>;
  readonly busMessageSeconds: Histogram<'service' | 'pattern' | 'outcome'>;
  readonly busRequestSeconds: Histogram<'pattern' | 'outcome'>;
  /** API requests answered 503 at once because too many were in flight (the gateway's load shedding). */
  readonly requestsShed: Counter;
  /** Public pages rendered on the server, by outcome (ok, client-error, outage, error, timeout). */
  readonly pageRenderSeconds: Histogram<'outcome'>;

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    const buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
    this.httpRequestSeconds = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP and GraphQL request duration',
      labelNames: ['method', 'route', 'status'],
      buckets,
      registers: [this.registry],
    });
    this.busMessageSeconds = new Histogram({
      name: 'bus_message_duration_seconds',
      help: 'Time a service spent handling a bus message',
      labelNames: ['service', 'pattern', 'outcome'],
      buckets,
      registers: [this.registry],
    });
    this.busRequestSeconds = new Histogram({
      name: 'bus_request_duration_seconds',
      help: 'Round trip of a bus request this service sent, until its answer, error or timeout',
      labelNames: ['pattern', 'outcome'],
      buckets,
      registers: [this.registry],
    });
    this.pageRenderSeconds = new Histogram({
      name: 'page_render_duration_seconds',
      help: 'Time to render a public page on the server with its data, by outcome',
      labelNames: ['outcome'],
      buckets,
      registers: [this.registry],
    });
    this.requestsShed = new Counter({
      name: 'http_requests_shed_total',
      help: 'API requests answered 503 with Retry-After because too many were in flight',
      registers: [this.registry],
    });
  }

  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
