import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { assertDeliverable, type MailMessage, type Mailer } from '../mailer.port';

/** The standalone runtime's mailer: every message becomes a JSON file in an outbox folder, and its
 * links are logged so a developer can follow them without an SMTP server. */
// Orders the files of messages written within the same millisecond.
let sequence = 0;

export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly logger?: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    assertDeliverable(message);
    await mkdir(this.dir, { recursive: true });
    const sentAt = new Date().toISOString();
    const order = String(++sequence % 1_000_000).padStart(6, '0');
    const file = join(
      this.dir,
      `${sentAt.replace(/[:.]/g, '-')}-${order}-${randomUUID().slice(0, 8)}.json`,
    );
    await writeFile(file, JSON.stringify({ ...message, sentAt }, null, 2));
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    this.logger?.info(
      { to: message.to, subject: message.subject, links, file },
      'e-mail written to the outbox',
    );
  }

  /** Messages in the outbox, oldest first (for tests and the operator). */
  async messages(): Promise<Array<MailMessage & { sentAt: string }>> {
    try {
      const files = (await readdir(this.dir)).filter((f) => f.endsWith('.json')).sort();
      return Promise.all(
        files.map(async (f) => JSON.parse(await readFile(join(this.dir, f), 'utf8'))),
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}
