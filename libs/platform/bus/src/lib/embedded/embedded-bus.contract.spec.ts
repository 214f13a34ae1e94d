import { NestFactory } from '@nestjs/core';
import { runBusContract } from '../../testing';
import { EmbeddedBus } from './embedded-bus';

runBusContract('embedded (in-process broker)', async () => {
  const bus = new EmbeddedBus({ maxAttempts: 3, retryBackoffMs: 5, attemptTimeoutMs: 300 });
  return {
    async startService(group, module) {
      const app = await NestFactory.createMicroservice(module, {
        strategy: bus.server(group),
        logger: false,
      });
      await app.listen();
      return { close: () => app.close() };
    },
    client: (options) => bus.client(options),
    async publishRaw(topic, envelope) {
      bus.broker.publish(topic, JSON.stringify(envelope));
    },
    async deadLetters(topic) {
      return bus.broker.deadLetters.filter((letter) => letter.topic === topic);
    },
    async close() {
      await bus.broker.drain();
    },
  };
});
