import { isAppPath } from './app-paths';

describe('isAppPath: the addresses the public site has a page for', () => {
  it.each([
    '/',
    '/search',
    '/search/',
    '/store/st_168254',
    '/blog/double-up-food-bucks',
    '/auth/reset-password',
    '/online-ebt',
    '/city',
    '/city/los-angeles',
    '/city/Los%20Angeles',
    '/chicago-ebt',
    '/houston',
  ])('%s is a page', (path) => expect(isAppPath(path)).toBe(true));

  it.each([
    '/no/such/page',
    '/atlantis',
    '/city/atlantis',
    '/store',
    '/store/a/b',
    '/auth/nowhere',
    '/%E0%A4%A',
  ])('%s is not', (path) => expect(isAppPath(path)).toBe(false));
});
