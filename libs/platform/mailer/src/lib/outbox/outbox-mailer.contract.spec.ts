import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMailerContract } from '../../testing';
import { OutboxMailer } from './outbox-mailer';

runMailerContract('outbox folder', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'snap-outbox-'));
  const mailer = new OutboxMailer(join(dir, 'outbox'));
  return {
    mailer,
    delivered: async () =>
      (await mailer.messages()).map(({ sentAt: _sentAt, ...message }) => message),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});
