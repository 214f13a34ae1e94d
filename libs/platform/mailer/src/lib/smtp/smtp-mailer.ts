import { createTransport, type Transporter } from 'nodemailer';
import { assertDeliverable, type MailMessage, type Mailer } from '../mailer.port';

/** The distributed runtime's mailer: SMTP through nodemailer, configured by one URL
 * (smtp://user:pass@host:587, smtps://… for implicit TLS). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    assertDeliverable(message);
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }

  /** Readiness: the server answers and accepts our credentials. */
  async verify(): Promise<void> {
    await this.transport.verify();
  }

  close(): void {
    this.transport.close();
  }
}
