import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROUTE_PATHS } from '@snap/domain';

// The server answers 404 for any address outside APP_ROUTE_PATHS: the router must declare the same pages.
describe('the routes the server knows are the routes the site declares', () => {
  it('matches router.tsx, route by route', () => {
    const source = readFileSync(join(__dirname, 'router.tsx'), 'utf8');
    const declared = [...source.matchAll(/<Route\s+path="([^"]+)"/g)]
      .map(([, path]) => path)
      .filter((path) => path !== '*' && path !== '/');
    expect(declared.length).toBeGreaterThan(10);
    expect(['/', ...declared.map((path) => `/${path}`)].sort()).toEqual(
      [...APP_ROUTE_PATHS].sort(),
    );
  });
});
