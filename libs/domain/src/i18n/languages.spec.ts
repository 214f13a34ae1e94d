import {
  isLanguage,
  languageOfAcceptHeader,
  resolveRequestLanguage,
  toLanguage,
} from './languages';

describe('languages', () => {
  it('knows en and es, reading a region or another case as its language', () => {
    expect(['en', 'es', 'fr', '', undefined, 'ES'].map(isLanguage)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(['es-US', 'ES', 'en_GB', 'fr', '', null, 42].map(toLanguage)).toEqual([
      'es',
      'es',
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
  });

  it("takes Accept-Language's first supported tag by preference, then order", () => {
    expect(languageOfAcceptHeader('fr-CA, es-US;q=0.8, en;q=0.5')).toBe('es');
    expect(languageOfAcceptHeader('en;q=0.4, es;q=0.9')).toBe('es');
    expect(languageOfAcceptHeader('es;q=0, en')).toBe('en');
    expect(languageOfAcceptHeader('de, fr')).toBeUndefined();
    expect(languageOfAcceptHeader('es;q=abc')).toBeUndefined();
    expect(languageOfAcceptHeader(undefined)).toBeUndefined();
  });

  it('resolves a request: X-Language, then the lang cookie, then Accept-Language, then English', () => {
    expect(resolveRequestLanguage({ header: 'es', cookie: 'en', acceptLanguage: 'en' })).toBe('es');
    expect(resolveRequestLanguage({ header: 'fr', cookie: 'es' })).toBe('es');
    expect(resolveRequestLanguage({ cookie: 'xx', acceptLanguage: 'es-MX' })).toBe('es');
    expect(resolveRequestLanguage({ header: ['es'], acceptLanguage: 'de' })).toBe('en');
    expect(resolveRequestLanguage({})).toBe('en');
  });
});
