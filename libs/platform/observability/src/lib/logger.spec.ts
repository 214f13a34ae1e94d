import { Writable } from 'node:stream';
import pino from 'pino';
import pretty from 'pino-pretty';
import { logFormat } from './logger';

describe('log format', () => {
  it('is JSON in production and tests, pretty in development, and LOG_FORMAT decides when set', () => {
    expect(logFormat({ NODE_ENV: 'production' })).toBe('json');
    expect(logFormat({ NODE_ENV: 'test' })).toBe('json');
    expect(logFormat({ NODE_ENV: 'development' })).toBe('pretty');
    expect(logFormat({})).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: 'JSON' })).toBe('json');
    expect(logFormat({ NODE_ENV: 'production', LOG_PRETTY: 'true' })).toBe('pretty');
    expect(() => logFormat({ LOG_FORMAT: 'xml' })).toThrow(
      'LOG_FORMAT must be one of: pretty, json (got "xml")',
    );
  });

  it('writes one JSON object per line in json, and a readable line in pretty', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // The same options createLogger gives pino-pretty, into a buffer instead of stdout.
    pino(
      { name: 'search' },
      pretty({
        singleLine: true,
        sync: true,
        colorize: false,
        destination: sink,
        ignore: 'pid,hostname',
      }),
    ).warn({ code: 'BAD_USER_INPUT' }, 'radiusMiles must be one of: 10, 20, 40');
    expect(lines.join('')).toMatch(
      /WARN.*\(search\): radiusMiles must be one of: 10, 20, 40 \{"code":"BAD_USER_INPUT"\}/,
    );
  });
});
