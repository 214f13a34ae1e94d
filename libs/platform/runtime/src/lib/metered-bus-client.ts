import {
  type BusClient,
  BusTimeoutError,
  type PublishOptions,
  type RequestOptions,
} from '@snap/platform-bus';
import type { EventDefinition, MessageDefinition } from '@snap/messaging';
import type { Metrics } from '@snap/platform-observability';

/** The service's bus client, timing each request it sends (`bus_request_duration_seconds`): with the
 * answering service's own time, it shows how long a request waited in the queue and on the way. */
export function meteredBusClient(bus: BusClient, metrics: Metrics): BusClient {
  return {
    async request<P extends object, R>(
      definition: MessageDefinition<P, R>,
      payload: P,
      options?: RequestOptions,
    ): Promise<R> {
      const end = metrics.busRequestSeconds.startTimer({ pattern: definition.name });
      try {
        const answer = await bus.request(definition, payload, options);
        end({ outcome: 'ok' });
        return answer;
      } catch (error) {
        end({ outcome: error instanceof BusTimeoutError ? 'timeout' : 'error' });
        throw error;
      }
    },
    publish<P extends object>(
      definition: EventDefinition<P>,
      payload: P,
      options?: PublishOptions,
    ): Promise<void> {
      return bus.publish(definition, payload, options);
    },
  };
}
