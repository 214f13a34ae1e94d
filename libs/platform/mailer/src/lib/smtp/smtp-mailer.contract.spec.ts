import { runMailerContract, startSmtpSink } from '../../testing';
import { SmtpMailer } from './smtp-mailer';

// A real SMTP server on loopback: every message crosses the wire and is read back decoded.
runMailerContract('SMTP', async () => {
  const sink = await startSmtpSink();
  const mailer = new SmtpMailer(
    `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`,
    'SNAP Finder <no-reply@snapfinder.local>',
  );
  return {
    mailer,
    delivered: async () => sink.messages(),
    async cleanup() {
      mailer.close();
      await sink.close();
    },
  };
});
