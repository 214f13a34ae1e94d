import { Controller, Inject, type Type } from '@nestjs/common';
import type { MessageDefinition } from '@snap/messaging';
import { HealthRegistry, SERVICE_INFO, type ServiceInfo } from '@snap/platform-observability';
import { OnMessage } from './handler.decorators';

/** What a service answers to its ping (the contracts' PingReply narrows the name to the known services). */
export interface ServicePingReply {
  name: string;
  version: string;
  status: 'up' | 'down';
  /** 'off': an optional dependency left unconfigured (the detail says so in words). */
  dependencies: Array<{
    name: string;
    status: 'up' | 'down' | 'off';
    error?: string;
    detail?: string;
  }>;
}

/** A controller answering `<service>.ping.v1` with the service's name, version and the status of
 * each dependency it registered, so the gateway's health query crosses every service. */
export function createPingHandler<R extends ServicePingReply>(
  definition: MessageDefinition<object, R>,
): Type<unknown> {
  @Controller()
  class PingHandler {
    constructor(
      @Inject(HealthRegistry) private readonly health: HealthRegistry,
      @Inject(SERVICE_INFO) private readonly info: ServiceInfo,
    ) {}

    @OnMessage(definition)
    async ping(): Promise<R> {
      const readiness = await this.health.readiness();
      const reply: ServicePingReply = {
        name: this.info.name,
        version: this.info.version,
        status: readiness.status,
        dependencies: readiness.dependencies,
      };
      return reply as R;
    }
  }
  return PingHandler;
}
