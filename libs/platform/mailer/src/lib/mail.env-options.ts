import { IsOptional, IsString } from 'class-validator';
import { type EnvClass, Secret } from '@snap/platform-config';
import { SmtpMailer } from './smtp/smtp-mailer';

/** The mail variables, declared once: every service's environment and the one-process runtime's are
 * built on them. */
export function WithMailEnv<TBase extends EnvClass>(Base: TBase) {
  class MailEnvVariables extends Base {
    /** Send e-mail over SMTP (smtp://user:pass@host:587); without it, e-mails are written to DATA_DIR/outbox. */
    @Secret()
    @IsOptional()
    @IsString()
    SMTP_URL?: string;

    @IsString()
    MAIL_FROM = 'SNAP/EBT Store Finder <no-reply@snapfinder.local>';
  }
  return MailEnvVariables;
}

export type MailEnvVariables = InstanceType<ReturnType<typeof WithMailEnv<EnvClass>>>;

/** The SMTP mailer the variables ask for; undefined leaves the runtime its outbox. */
export function smtpMailerFromEnv(env: MailEnvVariables): SmtpMailer | undefined {
  return env.SMTP_URL ? new SmtpMailer(env.SMTP_URL, env.MAIL_FROM) : undefined;
}
