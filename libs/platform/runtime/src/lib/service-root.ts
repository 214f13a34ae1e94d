import { type DynamicModule, Module, type Type } from '@nestjs/common';
import type { ServiceInfo } from '@snap/platform-observability';
import { PlatformModule, type ServicePlatform } from './platform.module';

/** The root module of one service: its platform (ports, logs, health, metrics) plus its feature. */
export function serviceRoot(
  info: ServiceInfo,
  platform: ServicePlatform,
  feature: Type<unknown> | DynamicModule,
  options: { http?: boolean; opsToken?: string } = {},
): Type<unknown> {
  @Module({ imports: [PlatformModule.forService(info, platform, options), feature] })
  class ServiceRootModule {}
  Object.defineProperty(ServiceRootModule, 'name', {
    value: `${info.name[0].toUpperCase()}${info.name.slice(1)}RootModule`,
  });
  return ServiceRootModule;
}
