import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { envExampleLines } from '@snap/platform-config';
import { StandaloneEnv } from './standalone.env';

/** .env.example: every variable the standalone runtime reads, with its default. */
export function envExample(): string {
  return [
    '# Standalone runtime (npm start). Every variable is optional; these are the defaults.',
    ...envExampleLines(StandaloneEnv),
    '',
  ].join('\n');
}

if (require.main === module) {
  writeFileSync(resolve(__dirname, '../../../.env.example'), envExample());
  console.log('wrote .env.example');
}
