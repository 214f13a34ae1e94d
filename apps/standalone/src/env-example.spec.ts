import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '@snap/platform-config';
import { envExample } from './env-example';
import { StandaloneEnv } from './standalone.env';

describe('.env.example', () => {
  it('lists every variable with its default (regenerate with npm run env:example)', () => {
    expect(readFileSync(resolve(__dirname, '../../../.env.example'), 'utf8')).toBe(envExample());
  });

  it('stops start-up with a message naming a bad variable', () => {
    expect(() => loadConfig(StandaloneEnv, { PORT: 'eighty' })).toThrow(
      /PORT must be an integer number \(got "eighty"\)/,
    );
    expect(() => loadConfig(StandaloneEnv, { LOG_LEVEL: 'loud' })).toThrow(
      /LOG_LEVEL must be one of the following values/,
    );
  });
});
