import { Inject, Injectable } from '@nestjs/common';
import { MAILER, type Mailer } from '@snap/platform-mailer';
import { LOGGER } from '@snap/platform-observability';
import type { Logger } from 'pino';
import { COMMUNITY_OPTIONS, type CommunityOptions } from '../community.options';

/** Tells support by e-mail that a report or claim arrived. The submission is already stored (the
 * back-office lists it), so a mail failure is logged, never lost nor shown to the visitor. */
@Injectable()
export class SupportNotifier {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(COMMUNITY_OPTIONS) private readonly options: CommunityOptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async notify(subject: string, fields: Array<[string, string | null]>): Promise<void> {
    const text = fields.map(([label, value]) => `${label}: ${value ?? '-'}`).join('\n');
    try {
      await this.mailer.send({ to: this.options.supportEmail, subject, text });
    } catch (error) {
      this.logger.error({ err: error, subject }, 'support notification not sent');
    }
  }
}
