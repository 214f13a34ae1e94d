import {
  KafkaJSAggregateError,
  KafkaJSConnectionError,
  KafkaJSNumberOfRetriesExceeded,
  KafkaJSProtocolError,
} from 'kafkajs';
import * as kafkajs from 'kafkajs';
import { brokerAnswered } from './kafka-connection';

// Thrown by kafkajs's admin.createTopics (one per topic), not in its type declarations.
const { KafkaJSCreateTopicError } = kafkajs as unknown as {
  KafkaJSCreateTopicError: new (error: Error, topic: string) => Error;
};

const leaderElection = () =>
  new KafkaJSProtocolError({
    message:
      'There is no leader for this topic-partition as we are in the middle of a leadership election',
    type: 'LEADER_NOT_AVAILABLE',
    code: 5,
    retriable: true,
  } as never);

describe('brokerAnswered: a fresh broker creating topics is reachable, a stopped one is not', () => {
  it('counts a broker electing leaders (also after kafkajs gave up retrying) as an answer', () => {
    expect(brokerAnswered(leaderElection())).toBe(true);
    expect(
      brokerAnswered(
        new KafkaJSNumberOfRetriesExceeded(leaderElection(), { retryCount: 5, retryTime: 900 }),
      ),
    ).toBe(true);
    const creating = new KafkaJSAggregateError('Topic creation errors', [
      new KafkaJSCreateTopicError(leaderElection(), 'snap.search.nearby.v1'),
    ]);
    expect(brokerAnswered(creating)).toBe(true);
  });

  it('counts a refused connection, wrapped or not, as no answer', () => {
    const refused = new KafkaJSConnectionError(
      'Connection error: connect ECONNREFUSED 127.0.0.1:9092',
      {
        broker: '127.0.0.1:9092',
      } as never,
    );
    expect(brokerAnswered(refused)).toBe(false);
    expect(
      brokerAnswered(
        new KafkaJSNumberOfRetriesExceeded(refused, { retryCount: 5, retryTime: 900 }),
      ),
    ).toBe(false);
    expect(brokerAnswered(new Error('socket hang up'))).toBe(false);
  });
});
