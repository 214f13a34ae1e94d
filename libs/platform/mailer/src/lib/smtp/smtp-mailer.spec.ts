import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { SmtpMailer } from './smtp-mailer';

describe('SmtpMailer', () => {
  let server: SMTPServer;
  let port: number;
  const received: Array<{ from: string; to: string[]; body: string }> = [];

  beforeAll(async () => {
    // A real SMTP server on loopback: the message crosses the wire as it would to a provider.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a message over SMTP with its sender, recipient, subject and text', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'SNAP Finder <no-reply@snapfinder.local>');
    await mailer.verify();
    await mailer.send({ to: 'ana@example.org', subject: 'Confirm your e-mail', text: 'Open http://127.0.0.1:3000/auth/verify?token=abc' });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@snapfinder.local');
    expect(received[0].to).toEqual(['ana@example.org']);
    expect(received[0].body).toContain('Subject: Confirm your e-mail');
    expect(received[0].body).toContain('auth/verify?token=abc');
  });

  it('fails clearly when the server cannot be reached', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=2000', 'no-reply@snapfinder.local');
    await expect(mailer.send({ to: 'ana@example.org', subject: 'x', text: 'y' })).rejects.toThrow(/ECONNREFUSED/);
    mailer.close();
  });
});
