import { Controller, Inject, type Type } from '@nestjs/common';
import type { MessageDefinition, PingReply, PingRequest, ServiceName } from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { HealthRegistry, SERVICE_INFO, type ServiceInfo } from '@snap/platform-observability';

/** A controller answering `<service>.ping.v1` with the service's name, version and the status of
 * each dependency it registered, so the gateway's health query crosses every service. */
export function createPingHandler(definition: MessageDefinition<PingRequest, PingReply>): Type<unknown> {
  @Controller()
  class PingHandler {
    constructor(
      @Inject(HealthRegistry) private readonly health: HealthRegistry,
      @Inject(SERVICE_INFO) private readonly info: ServiceInfo,
    ) {}

    @OnMessage(definition)
    async ping(): Promise<PingReply> {
      const readiness = await this.health.readiness();
      return {
        name: this.info.name as ServiceName,
        version: this.info.version,
        status: readiness.status,
        dependencies: readiness.dependencies,
      };
    }
  }
  return PingHandler;
}
