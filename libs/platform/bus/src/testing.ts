import { eventually } from '@snap/platform-engines/testing';
import { Controller, Module, type Type } from '@nestjs/common';
import { Type as TransformType } from 'class-transformer';
import { IsDate, IsInt, IsOptional, IsString, Min } from 'class-validator';
import {
  defineEvent,
  defineMessage,
  defineQuery,
  type EventEnvelope,
  type RequestMeta,
} from '@snap/messaging';
import {
  BusTimeoutError,
  ContractValidationError,
  RemoteError,
  type BusClient,
} from './lib/bus.port';
import { OnEvent, OnMessage } from './lib/handlers/handler.decorators';
import { rpcError } from './lib/handlers/rpc-error';

/** What an adapter pair must provide to run the bus contract suite. The suite expects the adapter to
 * be configured with 3 attempts per event and an attempt bound of at most 1 s. */
export interface BusHarness {
  /** Boots a Nest microservice hosting `module` in consumer group `group` on this transport. */
  startService(group: string, module: Type<unknown>): Promise<{ close(): Promise<void> }>;
  client(options?: { defaultTimeoutMs?: number }): BusClient;
  /** Publishes an envelope as is, skipping the client's own validation: a producer that broke the
   * contract (another version, another language). */
  publishRaw(topic: string, envelope: unknown): Promise<void>;
  /** Messages dead-lettered for a topic so far, with the reason. */
  deadLetters(topic: string): Promise<Array<{ reason: string; message: unknown }>>;
  close(): Promise<void>;
}

class EchoRequest {
  @IsString()
  text!: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  delayMs?: number;

  @IsOptional()
  @TransformType(() => Date)
  @IsDate()
  at?: Date;
}

class NoteEvent {
  @IsString()
  id!: string;

  /** How many times the handler fails before it succeeds. */
  @IsInt()
  @Min(0)
  failTimes!: number;

  /** How long each failing attempt hangs before it fails (a handler waiting on a dead engine). */
  @IsOptional()
  @IsInt()
  @Min(0)
  hangMs?: number;
}

interface EchoReply {
  text: string;
  meta: RequestMeta;
  at: unknown;
}

const Echo = defineMessage<EchoRequest, EchoReply>('contract.echo.v1', EchoRequest);
const Fail = defineMessage<EchoRequest, never>('contract.fail.v1', EchoRequest);
const Mutate = defineMessage<EchoRequest, EchoRequest>('contract.mutate.v1', EchoRequest);
/** Fails the way payload.text names: 'engine' down, a 'nested' request unanswered, or a 'bug'. */
const FailWith = defineMessage<EchoRequest, never>('contract.fail-with.v1', EchoRequest);
const Unhandled = defineMessage<EchoRequest, never>('contract.unhandled.v1', EchoRequest);
/** A read: its first call for a text hangs (an instance that died with the request), the next answers. */
const Lookup = defineQuery<EchoRequest, { text: string; call: number }>(
  'contract.lookup.v1',
  EchoRequest,
);
const Noted = defineEvent('contract.noted.v1', NoteEvent);

/** Everything the test handlers saw, shared by every instance in this process. */
const seen = {
  echoCalls: 0,
  lookupCalls: new Map<string, number>(),
  deliveries: [] as Array<{
    group: string;
    instance: number;
    id: string;
    envelope: EventEnvelope<NoteEvent>;
  }>,
  attempts: new Map<string, number>(),
  /** Hanging attempts, ended when a test finishes so no timer outlives it. */
  hangs: new Set<() => void>(),
  hang(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        this.hangs.delete(end);
        resolve();
      };
      const timer = setTimeout(end, ms);
      this.hangs.add(end);
    });
  },
  reset() {
    [...this.hangs].forEach((end) => end());
    this.echoCalls = 0;
    this.lookupCalls.clear();
    this.deliveries = [];
    this.attempts.clear();
  },
};

let nextInstance = 0;

function noteHandlers(group: string): Type<unknown> {
  @Controller()
  class NoteHandler {
    private readonly instance = ++nextInstance;

    @OnEvent(Noted)
    async note(payload: NoteEvent, envelope: EventEnvelope<NoteEvent>) {
      const key = `${group}:${payload.id}`;
      const attempt = (seen.attempts.get(key) ?? 0) + 1;
      seen.attempts.set(key, attempt);
      if (attempt <= payload.failTimes) {
        if (payload.hangMs) await seen.hang(payload.hangMs);
        throw new Error(`note ${payload.id} failed on attempt ${attempt}`);
      }
      seen.deliveries.push({ group, instance: this.instance, id: payload.id, envelope });
    }
  }
  return NoteHandler;
}

@Controller()
class EchoHandler {
  @OnMessage(Echo)
  async echo(payload: EchoRequest, meta: RequestMeta): Promise<EchoReply> {
    seen.echoCalls++;
    if (payload.delayMs) await new Promise((resolve) => setTimeout(resolve, payload.delayMs));
    return { text: payload.text, meta, at: payload.at };
  }

  @OnMessage(Lookup)
  async lookup(payload: EchoRequest): Promise<{ text: string; call: number }> {
    const call = (seen.lookupCalls.get(payload.text) ?? 0) + 1;
    seen.lookupCalls.set(payload.text, call);
    if (call === 1) await seen.hang(30_000);
    return { text: payload.text, call };
  }

  @OnMessage(Fail)
  fail(): never {
    throw rpcError(
      'STORE_NOT_FOUND',
      "The store you're looking for doesn't exist or may have been removed.",
    );
  }

  @OnMessage(FailWith)
  failWith(payload: EchoRequest): never {
    if (payload.text === 'engine') {
      // The ports' outage errors are known by name (see wire-errors.ts).
      const down = new Error('MongoDB at 127.0.0.1:27017/snap is not reachable');
      down.name = 'DocumentStoreUnavailableError';
      throw down;
    }
    if (payload.text === 'nested') throw new BusTimeoutError('search.stores.by-id.v1', 5_000);
    throw new Error('a bug whose details stay in the log (10.0.0.7)');
  }

  @OnMessage(Mutate)
  mutate(payload: EchoRequest): EchoRequest {
    payload.text = 'changed by the handler';
    return payload;
  }
}

@Module({ controllers: [EchoHandler, noteHandlers('alpha')] })
class AlphaModule {}

@Module({ controllers: [noteHandlers('beta')] })
class BetaModule {}

/** Until the condition holds (the shared test wait, with this suite's bound). */
const waitFor = (condition: () => boolean | Promise<boolean>, timeoutMs = 5_000) =>
  eventually(condition, (held) => held, timeoutMs);

/** The behaviour every bus adapter pair must show (embedded and Kafka run the same suite). */
export function runBusContract(
  name: string,
  createHarness: () => Promise<BusHarness>,
  options: { settleMs?: number } = {},
): void {
  const settleMs = options.settleMs ?? 200;

  describe(`bus contract: ${name}`, () => {
    let harness: BusHarness;
    let bus: BusClient;
    const running: Array<{ close(): Promise<void> }> = [];

    beforeEach(async () => {
      seen.reset();
      harness = await createHarness();
      bus = harness.client();
      running.push(await harness.startService('alpha', AlphaModule));
    });

    afterEach(async () => {
      seen.reset();
      while (running.length) await running.pop()?.close();
      await harness.close();
    });

    it('answers a request with its reply and passes the caller meta through', async () => {
      const reply = await bus.request(
        Echo,
        { text: 'hello' },
        { meta: { userId: 'user-1', correlationId: 'corr-1' } },
      );
      expect(reply.text).toBe('hello');
      expect(reply.meta).toMatchObject({ userId: 'user-1', correlationId: 'corr-1' });
    });

    it('serializes every message: dates arrive as strings and the sender object is never shared', async () => {
      const at = new Date('2024-05-01T12:00:00.000Z');
      const reply = await bus.request(
        Echo,
        Object.assign(new EchoRequest(), { text: 'dated', at }),
      );
      expect(reply.at).toBe('2024-05-01T12:00:00.000Z');

      const sent = Object.assign(new EchoRequest(), { text: 'original' });
      const mutated = await bus.request(Mutate, sent);
      expect(mutated.text).toBe('changed by the handler');
      expect(sent.text).toBe('original');
    });

    it('gives a typed timeout error when no reply comes in time', async () => {
      const slow = bus.request(Echo, { text: 'slow', delayMs: 500 }, { timeoutMs: 100 });
      await expect(slow).rejects.toBeInstanceOf(BusTimeoutError);
      await expect(
        bus.request(Unhandled, { text: 'nobody listens' }, { timeoutMs: 100 }),
      ).rejects.toThrow('No reply to contract.unhandled.v1 within 100 ms');
    });

    it('sends a read left unanswered once more, to be answered by whoever takes it', async () => {
      const reply = await bus.request(Lookup, { text: 'left behind' }, { timeoutMs: 3_000 });
      expect(reply).toEqual({ text: 'left behind', call: 2 });
    });

    it('never sends a write twice: an unanswered write is a timeout after one delivery', async () => {
      await expect(
        bus.request(Echo, { text: 'slow write', delayMs: 800 }, { timeoutMs: 100 }),
      ).rejects.toBeInstanceOf(BusTimeoutError);
      await waitFor(() => seen.echoCalls >= 1);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(seen.echoCalls).toBe(1);
    });

    it('brings a handler failure back as a RemoteError with its code and message', async () => {
      const failure = bus.request(Fail, { text: 'x' });
      await expect(failure).rejects.toBeInstanceOf(RemoteError);
      await expect(failure).rejects.toMatchObject({
        code: 'STORE_NOT_FOUND',
        message: "The store you're looking for doesn't exist or may have been removed.",
      });
    });

    it('brings an outage behind a handler back as one, so the caller can say so to people', async () => {
      await expect(bus.request(FailWith, { text: 'engine' })).rejects.toMatchObject({
        code: 'ENGINE_UNAVAILABLE',
        message: 'MongoDB at 127.0.0.1:27017/snap is not reachable',
        details: { engine: 'documents' },
      });
      await expect(bus.request(FailWith, { text: 'nested' })).rejects.toMatchObject({
        code: 'BUS_UNAVAILABLE',
        message: 'No reply to search.stores.by-id.v1 within 5000 ms',
      });
    });

    it('answers any other handler failure as an internal error without its details', async () => {
      const failure = bus.request(FailWith, { text: 'bug' });
      await expect(failure).rejects.toBeInstanceOf(RemoteError);
      await expect(failure).rejects.toMatchObject({
        code: 'INTERNAL',
        message: 'Internal server error',
      });
    });

    it('rejects an invalid payload with a validation error before the handler runs', async () => {
      const raw = { text: 42 } as unknown as EchoRequest;
      await expect(bus.request(Echo, raw)).rejects.toBeInstanceOf(ContractValidationError);
      await expect(bus.request(Echo, raw)).rejects.toMatchObject({
        errors: ['text must be a string'],
      });
      expect(seen.echoCalls).toBe(0);
    });

    it('delivers an event once to each consumer group, shared between the instances of a group', async () => {
      running.push(await harness.startService('beta', BetaModule));
      running.push(await harness.startService('beta', BetaModule));
      for (let i = 0; i < 6; i++) await bus.publish(Noted, { id: `n${i}`, failTimes: 0 });

      await waitFor(() => seen.deliveries.length >= 12);
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      const alpha = seen.deliveries
        .filter((d) => d.group === 'alpha')
        .map((d) => d.id)
        .sort();
      const beta = seen.deliveries.filter((d) => d.group === 'beta');
      expect(alpha).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5']);
      expect(beta.map((d) => d.id).sort()).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5']);
      expect(new Set(beta.map((d) => d.instance)).size).toBe(2);
    });

    it('stamps every event with an id, a time and a correlation id', async () => {
      await bus.publish(Noted, { id: 'stamped', failTimes: 0 }, { correlationId: 'corr-7' });
      await waitFor(() => seen.deliveries.some((d) => d.id === 'stamped'));
      const { envelope } = seen.deliveries.find((d) => d.id === 'stamped')!;
      expect(envelope.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(envelope.occurredAt).toISOString()).toBe(envelope.occurredAt);
      expect(envelope.correlationId).toBe('corr-7');
    });

    it('redelivers an event after a handler failure', async () => {
      await bus.publish(Noted, { id: 'flaky', failTimes: 1 });
      await waitFor(() => seen.deliveries.some((d) => d.id === 'flaky'));
      expect(seen.attempts.get('alpha:flaky')).toBe(2);
      expect(await harness.deadLetters('contract.noted.v1')).toEqual([]);
    });

    it('dead-letters an event that keeps failing, with the reason', async () => {
      await bus.publish(Noted, { id: 'poison', failTimes: 1000 });
      await waitFor(
        async () => (await harness.deadLetters('contract.noted.v1')).length === 1,
        10_000,
      );
      const [letter] = await harness.deadLetters('contract.noted.v1');
      expect(letter.reason).toContain('note poison failed on attempt');
      expect(seen.deliveries.some((d) => d.id === 'poison')).toBe(false);
    });

    it('bounds each attempt of a handler that hangs, so the retry limit is reached and the event is dead-lettered', async () => {
      // Each attempt would hang for 5 s (an engine that does not answer), longer than the harness's
      // bound; it counts as failed after the bound, and after three the event is parked with the reason.
      await bus.publish(Noted, { id: 'hanging', failTimes: 1000, hangMs: 5_000 });
      await waitFor(
        async () => (await harness.deadLetters('contract.noted.v1')).length === 1,
        20_000,
      );
      const [letter] = await harness.deadLetters('contract.noted.v1');
      expect(letter.reason).toMatch(/did not finish within \d+ ms/);
      expect(seen.attempts.get('alpha:hanging')).toBe(3);
      // Later events still flow: the partition was not held by the hanging attempts.
      await bus.publish(Noted, { id: 'after-hang', failTimes: 0 });
      await waitFor(() => seen.deliveries.some((d) => d.id === 'after-hang'), 10_000);
    }, 40_000);

    it('dead-letters an invalid event at once, without reaching the handler', async () => {
      await expect(
        bus.publish(Noted, { id: 'bad', failTimes: 'never' } as unknown as NoteEvent),
      ).rejects.toBeInstanceOf(ContractValidationError);
      await harness.publishRaw('contract.noted.v1', {
        id: 'evt-bad',
        occurredAt: new Date().toISOString(),
        correlationId: 'corr-bad',
        payload: { id: 'bad', failTimes: 'never' },
      });
      await waitFor(async () => (await harness.deadLetters('contract.noted.v1')).length === 1);
      const [letter] = await harness.deadLetters('contract.noted.v1');
      expect(letter.reason).toContain('failTimes must be an integer number');
      expect(seen.attempts.has('alpha:bad')).toBe(false);
    });
  });
}

/** Delivers an envelope to an @OnEvent/@OnMessage method the way a transport does (the decorator
 * unwraps and validates it), for handler specs without a broker. */
export async function deliver(
  handler: (...args: never[]) => unknown,
  wire: unknown,
): Promise<unknown> {
  return (handler as unknown as (wire: unknown) => Promise<unknown>)(wire);
}
