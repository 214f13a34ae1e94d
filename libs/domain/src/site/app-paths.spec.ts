import { citySlugInPath, isAppPath } from './app-paths';

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

  it('has a page for each city the catalog covers, at /{slug} and /city/{slug}', () => {
    const covered = new Set(['atlanta']);
    expect(isAppPath('/atlanta', covered)).toBe(true);
    expect(isAppPath('/city/atlanta', covered)).toBe(true);
    expect(isAppPath('/city/Atlanta', covered)).toBe(true);
    expect(isAppPath('/atlanta')).toBe(false);
    expect(isAppPath('/store/atlanta/x', covered)).toBe(false);
    expect(citySlugInPath('/city/Atlanta')).toBe('atlanta');
    expect(citySlugInPath('/atlanta')).toBe('atlanta');
    expect(citySlugInPath('/store/123')).toBeNull();
  });
});
