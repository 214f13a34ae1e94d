import type { INestApplication } from '@nestjs/common';
import type { CustomTransportStrategy, NestMicroservice } from '@nestjs/microservices';
import { BusMessageMetricsInterceptor } from '@snap/platform-observability';

/** Attaches the bus server to an HTTP app with the bus message metrics. Nest binds a hybrid app's
 * message handlers as it connects the server, without the app's global interceptors, so the binding is
 * deferred until the metrics interceptor is in place; then it does what connecting would have done. */
export function connectBusServer(app: INestApplication, strategy: CustomTransportStrategy): void {
  const server = app.connectMicroservice(
    { strategy },
    { deferInitialization: true },
  ) as NestMicroservice;
  server.useGlobalInterceptors(app.get(BusMessageMetricsInterceptor));
  server.registerListeners();
  server.setIsInitialized(true);
  // The app's own init runs the modules' hooks; the server must not run them a second time.
  server.setIsInitHookCalled(true);
}
