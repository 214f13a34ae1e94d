import { messageEnglish } from '@snap/domain';
import { describe, expect, it } from 'vitest';
import { activateLanguage, addMessages } from '../../../lib/i18n/i18n';
import * as english from '../../../lib/i18n/english';
import * as englishPages from '../../../lib/i18n/english-pages';
import * as spanish from '../../../lib/i18n/spanish';
import * as spanishPages from '../../../lib/i18n/spanish-pages';
import { ACCOUNT_TEXTS, AUTH_MESSAGES, validateAuthForm } from './auth-validation';

describe('the sign-up and sign-in checks in the browser', () => {
  it('word the account rules in English exactly as the domain (and the server) does', () => {
    for (const [id, message] of Object.entries(ACCOUNT_TEXTS))
      expect(message.message).toBe(messageEnglish(id));
    expect(validateAuthForm('signup', { email: 'x', password: '1', fullName: '' })).toEqual([
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      'Full name is required',
    ]);
    // Issue 43, item 10: 7 characters were enough under the spec's rule, no longer.
    expect(
      validateAuthForm('signup', { email: 'a@b.co', password: 'abcdefg', fullName: 'Ana' }),
    ).toEqual(['Password must be at least 8 characters']);
    expect(
      validateAuthForm('signup', { email: 'a@b.co', password: 'abcdefgh', fullName: 'Ana' }),
    ).toEqual([]);
  });

  it('are in Spanish on a Spanish page', () => {
    activateLanguage('es', spanish);
    addMessages('es', spanishPages.messages);
    try {
      expect(validateAuthForm('signin', { email: 'a@b.co', password: '', fullName: '' })).toEqual([
        'Escriba su contraseña',
      ]);
      expect(
        validateAuthForm('signup', { email: 'a@b.co', password: 'abcdefg', fullName: 'Ana' }),
      ).toEqual(['La contraseña debe tener al menos 8 caracteres']);
      expect(AUTH_MESSAGES.guestWelcome).toBe('¡Bienvenido! Puede ver las tiendas como invitado.');
    } finally {
      activateLanguage('en', english);
      addMessages('en', englishPages.messages);
    }
  });
});
