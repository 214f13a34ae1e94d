import { startSmtpSink, type SmtpSink } from '../../testing';
import { SmtpMailer } from './smtp-mailer';

describe('SmtpMailer', () => {
  let sink: SmtpSink;
  beforeAll(async () => (sink = await startSmtpSink()));
  afterAll(() => sink.close());

  it('sends from the configured sender to the recipient, and verifies the server for readiness', async () => {
    const mailer = new SmtpMailer(
      `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`,
      'SNAP Finder <no-reply@snapfinder.local>',
    );
    await mailer.verify();
    await mailer.send({
      to: 'ana@example.org',
      subject: 'Confirm your e-mail',
      text: 'Open http://127.0.0.1:3000/auth/verify?token=abc',
    });
    mailer.close();
    expect(sink.envelopes()).toEqual([
      { from: 'no-reply@snapfinder.local', to: ['ana@example.org'] },
    ]);
  });

  it('fails clearly when the server cannot be reached', async () => {
    const mailer = new SmtpMailer(
      'smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=2000',
      'no-reply@snapfinder.local',
    );
    await expect(mailer.send({ to: 'ana@example.org', subject: 'x', text: 'y' })).rejects.toThrow(
      /ECONNREFUSED/,
    );
    mailer.close();
  });
});
