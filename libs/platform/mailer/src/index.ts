export * from './lib/mailer.port';
