import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATHS } from '@snap/domain';
import { PAGE_ROUTE_PATHS } from './router';

// The server answers 404 for any address outside APP_ROUTE_PATHS: the router must declare the same pages.
describe('the routes the server knows are the routes the site declares', () => {
  it('matches router.tsx, route by route', () => {
    expect(PAGE_ROUTE_PATHS.length).toBeGreaterThan(10);
    expect(['/', ...PAGE_ROUTE_PATHS.map((path) => `/${path}`)].sort()).toEqual(
      [...APP_ROUTE_PATHS].sort(),
    );
  });
});
