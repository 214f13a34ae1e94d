import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxMailer } from './outbox-mailer';

describe('OutboxMailer', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'snap-outbox-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stamps each message with the time it was written', async () => {
    const mailer = new OutboxMailer(join(dir, 'outbox'));
    const before = new Date().toISOString();
    await mailer.send({
      to: 'ana@example.org',
      subject: 'Confirm your e-mail',
      text: 'Open http://127.0.0.1:3000/auth/verify?token=abc',
    });
    const [message] = await mailer.messages();
    expect(message.sentAt >= before && message.sentAt <= new Date().toISOString()).toBe(true);
  });

  it('has an empty outbox before anything was sent', async () => {
    expect(await new OutboxMailer(join(dir, 'none')).messages()).toEqual([]);
  });
});
