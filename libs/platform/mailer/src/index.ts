export * from './lib/mailer.port';
export * from './lib/outbox/outbox-mailer';
export * from './lib/smtp/smtp-mailer';
export * from './lib/mail.env-options';
