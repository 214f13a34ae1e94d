import { CITY_PAGES } from '../cities/city-pages';
import {
  languageFromAcceptLanguage,
  pathInLanguage,
  preferredLanguage,
  splitPathLanguage,
} from './languages';

describe('splitPathLanguage: the language a path asks for', () => {
  it.each([
    ['/', { language: 'en', path: '/' }],
    ['/search', { language: 'en', path: '/search' }],
    ['/es', { language: 'es', path: '/' }],
    ['/es/', { language: 'es', path: '/' }],
    ['/es/store/st_1', { language: 'es', path: '/store/st_1' }],
    ['/houston', { language: 'en', path: '/houston' }],
  ])('%s', (path, expected) => expect(splitPathLanguage(path)).toEqual(expected));

  it.each([
    ['/fr/search', '/search'],
    ['/en/blog', '/blog'],
    ['/pt-BR', '/'],
  ])(
    'an unknown or default-language prefix (%s) is English, sent to its plain path',
    (path, rest) => expect(splitPathLanguage(path)).toMatchObject({ language: 'en', path: rest }),
  );

  it('a prefix in capitals is Spanish, sent to the canonical /es address', () =>
    expect(splitPathLanguage('/ES/search')).toEqual({
      language: 'es',
      path: '/search',
      nonCanonicalPrefix: 'ES',
    }));

  it.each([
    ['/en//evil.example/x', 'en', '/evil.example/x'],
    ['/pt//evil.example/x', 'en', '/evil.example/x'],
    ['/es-mx//evil.example/x', 'en', '/evil.example/x'],
    ['/en/\\evil.example/x', 'en', '/evil.example/x'],
    ['/en\\\\evil.example/x', 'en', '/evil.example/x'],
    ['/es//evil.example/x', 'es', '/evil.example/x'],
    ['//evil.example/x', 'en', '/evil.example/x'],
    ['/\\/evil.example/x', 'en', '/evil.example/x'],
  ])(
    '%s: leading slashes and backslashes collapse, so the path stays on this site',
    (path, language, rest) =>
      expect(splitPathLanguage(path)).toMatchObject({ language, path: rest }),
  );

  it('no city page has a slug that could be read as a language', () => {
    for (const city of CITY_PAGES)
      expect(splitPathLanguage(`/${city.slug}`)).toEqual({ language: 'en', path: `/${city.slug}` });
  });
});

describe('pathInLanguage: the same page in another language', () => {
  it.each([
    ['/', 'es', '/es'],
    ['/search?zip=30303', 'es', '/es/search?zip=30303'],
    ['/es/store/st_1', 'en', '/store/st_1'],
    ['/es', 'en', '/'],
    ['/es/blog/a-post', 'es', '/es/blog/a-post'],
    ['//evil.example/x?a', 'en', '/evil.example/x?a'],
    ['/en/\\evil.example/x', 'en', '/evil.example/x'],
    ['//evil.example/x', 'es', '/es/evil.example/x'],
  ] as const)('%s in %s is %s', (path, language, expected) =>
    expect(pathInLanguage(path, language)).toBe(expected),
  );
});

describe('the language a visitor prefers', () => {
  it('the browser decides the first visit, by weight then order', () => {
    expect(languageFromAcceptLanguage('es-US,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, es;q=0.5')).toBe('es');
    expect(languageFromAcceptLanguage('es;q=0, en')).toBe('en');
    expect(languageFromAcceptLanguage('de, fr')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it('a remembered choice wins over the browser; an unknown one means English', () => {
    expect(preferredLanguage('es', 'en')).toBe('es');
    expect(preferredLanguage('en', 'es')).toBe('en');
    expect(preferredLanguage('klingon', 'es')).toBe('en');
    expect(preferredLanguage(undefined, 'es-MX')).toBe('es');
    expect(preferredLanguage(undefined, undefined)).toBe('en');
  });
});
