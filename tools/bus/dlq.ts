import { type DeadLetterRecord, KafkaDeadLetters } from '@snap/platform-bus';

// The dead-letter topics of an installation (KAFKA_BROKERS, KAFKA_NAMESPACE as the services have them):
//   npm run dlq -- list   [pattern]               what is parked, why, and whether it was replayed
//   npm run dlq -- replay [pattern] [--group G]   send what was not replayed yet back to its topic
// pattern: an event name such as community.store.review-stats-changed.v1 (default: every one).
const [command, ...rest] = process.argv.slice(2);
const groupAt = rest.indexOf('--group');
const group = groupAt >= 0 ? rest[groupAt + 1] : undefined;
const pattern = rest.filter((_, i) => i !== groupAt && i !== groupAt + 1)[0];

function describe(letter: DeadLetterRecord): string {
  const envelope = letter.message as { id?: string } | null;
  return [
    `${letter.topic}  [${letter.dlqTopic}#${letter.dlqPartition}@${letter.dlqOffset}]`,
    `  group ${letter.group || '?'}, ${letter.attempts} attempt(s), parked ${letter.deadLetteredAt}${letter.pending ? '' : ', replayed'}`,
    `  event ${envelope?.id ?? '(unreadable)'}: ${letter.reason}`,
  ].join('\n');
}

async function main(): Promise<void> {
  if (command !== 'list' && command !== 'replay')
    throw new Error('usage: npm run dlq -- list|replay [event pattern] [--group consumer-group]');
  const brokers = (process.env['KAFKA_BROKERS'] ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (brokers.length === 0)
    throw new Error(
      'KAFKA_BROKERS is missing (source deploy/native/env.sh for the native engines)',
    );
  const namespace = process.env['KAFKA_NAMESPACE'] ?? '';
  const letters = new KafkaDeadLetters({ brokers, namespace });
  try {
    if (command === 'list') {
      const all = await letters.list(pattern);
      all.forEach((letter) => console.log(describe(letter)));
      const pending = all.filter((letter) => letter.pending).length;
      console.log(`${all.length} dead letter(s), ${pending} not replayed yet`);
    } else {
      const sent = await letters.replay(pattern, group);
      sent.forEach((letter) => console.log(`replayed ${describe(letter)}`));
      console.log(
        `${sent.length} event(s) sent back to their topics; a handler that still fails parks them again`,
      );
    }
  } finally {
    await letters.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
