import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxMailer } from './outbox-mailer';

describe('OutboxMailer', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'snap-outbox-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every message in the outbox folder, in order', async () => {
    const mailer = new OutboxMailer(join(dir, 'outbox'));
    await mailer.send({ to: 'ana@example.org', subject: 'Confirm your e-mail', text: 'Open http://127.0.0.1:3000/auth/verify?token=abc' });
    await mailer.send({ to: 'support@example.org', subject: 'New report', text: 'Hours wrong' });
    const messages = await mailer.messages();
    expect(messages.map((m) => m.subject)).toEqual(['Confirm your e-mail', 'New report']);
    expect(messages[0]).toMatchObject({ to: 'ana@example.org', text: 'Open http://127.0.0.1:3000/auth/verify?token=abc' });
  });

  it('has an empty outbox before anything was sent', async () => {
    expect(await new OutboxMailer(join(dir, 'none')).messages()).toEqual([]);
  });
});
