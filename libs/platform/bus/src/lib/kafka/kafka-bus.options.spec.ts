import { resolveKafkaBusOptions } from './kafka-bus.options';

describe('resolveKafkaBusOptions', () => {
  it('fills the defaults the distributed runtime relies on', () => {
    const options = resolveKafkaBusOptions({ brokers: ['127.0.0.1:9092'], clientId: 'search' });
    expect(options).toMatchObject({
      namespace: '',
      partitions: 3,
      maxAttempts: 3,
      retryBackoffMs: 200,
      reconnectBackoffMs: { initial: 500, max: 2_000 },
      eventAttemptTimeoutMs: 5_000,
      requestTtlMs: 30_000,
      maxConcurrentRequests: 64,
    });
  });

  it('refuses an empty broker list, naming the variable', () => {
    expect(() => resolveKafkaBusOptions({ brokers: [], clientId: 'search' })).toThrow(
      'KafkaBus needs at least one broker address (KAFKA_BROKERS)',
    );
  });

  it('names every broker address that is not host:port', () => {
    expect(() =>
      resolveKafkaBusOptions({ brokers: ['127.0.0.1:9092', 'kafka', ' :1'], clientId: 'search' }),
    ).toThrow("Kafka broker addresses must be host:port (KAFKA_BROKERS): 'kafka', ' :1'");
  });

  it('refuses a namespace that cannot prefix a topic name', () => {
    expect(() =>
      resolveKafkaBusOptions({ brokers: ['kafka:9092'], clientId: 'search', namespace: 'run 1/' }),
    ).toThrow(
      "KafkaBus namespace may only hold letters, digits, '.', '_' and '-' (it prefixes topic names): 'run 1/'",
    );
  });
});
