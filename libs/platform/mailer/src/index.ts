export * from './lib/mailer.port';
export * from './lib/outbox/outbox-mailer';
