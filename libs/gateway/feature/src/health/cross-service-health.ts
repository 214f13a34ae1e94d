import { Inject, Injectable } from '@nestjs/common';
import { BACKEND_SERVICES, PingMessages, type PingReply } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { HealthRegistry, SERVICE_INFO, type ServiceInfo } from '@snap/platform-observability';
import type { Health, ServiceHealth } from './health.model';

export const PING_TIMEOUT_MS = 2_000;

/** Asks every service for its ping over the bus, so the answer proves the whole path works. */
@Injectable()
export class CrossServiceHealth {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    private readonly localHealth: HealthRegistry,
    @Inject(SERVICE_INFO) private readonly info: ServiceInfo,
  ) {}

  async check(): Promise<Health> {
    const local = await this.localHealth.readiness();
    const gateway: ServiceHealth = {
      name: this.info.name,
      version: this.info.version,
      status: local.status,
      latencyMs: 0,
      dependencies: local.dependencies,
    };
    const services = await Promise.all(BACKEND_SERVICES.map((name) => this.ping(name)));
    const all = [gateway, ...services];
    return { status: all.every((s) => s.status === 'up') ? 'up' : 'down', services: all };
  }

  private async ping(name: (typeof BACKEND_SERVICES)[number]): Promise<ServiceHealth> {
    const started = performance.now();
    try {
      const reply: PingReply = await this.bus.request(
        PingMessages[name],
        { from: this.info.name },
        { timeoutMs: PING_TIMEOUT_MS },
      );
      return { ...reply, latencyMs: round(performance.now() - started) };
    } catch (error) {
      return {
        name,
        version: 'unknown',
        status: 'down',
        latencyMs: null,
        dependencies: [
          {
            name: 'bus',
            status: 'down',
            error: error instanceof Error ? error.message : String(error),
          },
        ],
      };
    }
  }
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
