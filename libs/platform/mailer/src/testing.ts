import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MailMessage, Mailer } from './lib/mailer.port';

export interface MailerHarness {
  mailer: Mailer;
  /** What reached the other end, oldest first, read back as the recipient's side sees it. */
  delivered(): Promise<MailMessage[]>;
  cleanup(): Promise<void>;
}

/** The behaviour every mailer adapter must show (outbox and SMTP run the same suite). */
export function runMailerContract(name: string, createHarness: () => Promise<MailerHarness>): void {
  describe(`mailer contract: ${name}`, () => {
    let harness: MailerHarness;

    beforeEach(async () => (harness = await createHarness()));
    afterEach(() => harness.cleanup());

    it('delivers the recipient, subject and text exactly, accents and long links included', async () => {
      const link = `http://127.0.0.1:3000/auth/verify?token=${'a1b2c3d4'.repeat(12)}`;
      const message = {
        to: 'ana@example.org',
        subject: 'Confirme su correo – SNAP/EBT Finder',
        text: `Hola Ana, ¿confirmas tu cuenta?\nOpen ${link}\n\nThe SNAP/EBT Finder team`,
      };
      await harness.mailer.send(message);
      expect(await harness.delivered()).toEqual([message]);
    });

    it('delivers an HTML part alongside the text when given', async () => {
      const message = {
        to: 'support@example.org',
        subject: 'New report',
        text: 'Hours are wrong',
        html: '<p>Hours are <b>wrong</b></p>',
      };
      await harness.mailer.send(message);
      expect(await harness.delivered()).toEqual([message]);
    });

    it('delivers messages in the order they were sent', async () => {
      for (const n of [1, 2, 3, 4, 5])
        await harness.mailer.send({
          to: `person${n}@example.org`,
          subject: `Message ${n}`,
          text: `Body ${n}`,
        });
      expect((await harness.delivered()).map((message) => [message.to, message.subject])).toEqual(
        [1, 2, 3, 4, 5].map((n) => [`person${n}@example.org`, `Message ${n}`]),
      );
    });

    it('refuses a message it could never deliver, naming why, and sends nothing', async () => {
      await expect(
        harness.mailer.send({ to: 'not an address', subject: 'Hello', text: 'x' }),
      ).rejects.toThrow("Cannot send this e-mail: 'not an address' is not an e-mail address");
      await expect(harness.mailer.send({ to: '', subject: 'Hello', text: 'x' })).rejects.toThrow(
        "Cannot send this e-mail: '' is not an e-mail address",
      );
      await expect(
        harness.mailer.send({ to: 'ana@example.org', subject: '  ', text: 'x' }),
      ).rejects.toThrow('Cannot send this e-mail: the subject is empty');
      expect(await harness.delivered()).toEqual([]);
    });
  });
}

export interface SmtpSink {
  port: number;
  /** Every message the server accepted, decoded, oldest first. */
  messages(): MailMessage[];
  /** The raw envelope of each accepted message. */
  envelopes(): Array<{ from: string; to: string[] }>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives: messages cross the wire as they would to
 * a provider, and come back decoded (headers, quoted-printable or base64 parts, multipart/alternative). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    messages: () => received.map((mail) => decodeMessage(mail.raw)),
    envelopes: () => received.map(({ from, to }) => ({ from, to })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: at === -1 ? '' : raw.slice(at + 4) };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(part.body);
  else bytes = Buffer.from(part.body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '');
}

function decodeQuotedPrintable(text: string): Buffer {
  const unfolded = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/i.test(unfolded.slice(i + 1, i + 3))) {
      bytes.push(parseInt(unfolded.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=), as nodemailer writes non-ASCII headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_match, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function boundaryOf(part: Part): string | undefined {
  return /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];
}

function decodeMessage(raw: string): MailMessage {
  const top = splitPart(raw);
  const message: MailMessage = {
    to: decodeHeader(top.headers.get('to') ?? ''),
    subject: decodeHeader(top.headers.get('subject') ?? ''),
    text: '',
  };
  const boundary = boundaryOf(top);
  const parts = boundary
    ? top.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((chunk) => splitPart(chunk.replace(/^\r\n/, '')))
    : [top];
  for (const part of parts) {
    const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
    if (type.startsWith('text/html')) message.html = decodeBody(part);
    else if (type.startsWith('text/plain')) message.text = decodeBody(part);
  }
  return message;
}
