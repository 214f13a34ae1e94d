import { validatePasswordChange, validateSignIn, validateSignUp } from './account-rules';

describe('account rules', () => {
  it('trims and lower-cases the e-mail and trims the name', () => {
    expect(
      validateSignUp({
        email: '  Ana@Example.ORG ',
        password: 'secret1',
        fullName: "  Ana O'Neil-Smith ",
      }),
    ).toEqual({
      value: { email: 'ana@example.org', password: 'secret1', fullName: "Ana O'Neil-Smith" },
      errors: [],
    });
  });

  it('lists every failed sign-up rule in the words of product rule Sign-up and sign-in', () => {
    expect(validateSignUp({ email: 'nope', password: '123', fullName: '   ' }).errors).toEqual([
      'Please enter a valid email address',
      'Password must be at least 6 characters',
      'Full name is required',
    ]);
    expect(
      validateSignUp({
        email: `${'a'.repeat(250)}@x.org`,
        password: 'x'.repeat(129),
        fullName: 'R2-D2',
      }).errors,
    ).toEqual([
      'Email must be less than 255 characters',
      'Password must be less than 128 characters',
      'Name can only contain letters, spaces, apostrophes, and hyphens',
    ]);
    expect(
      validateSignUp({ email: 'a@b.co', password: 'secret', fullName: 'x'.repeat(101) }).errors,
    ).toEqual(['Name must be less than 100 characters']);
  });

  it('needs a password to sign in', () => {
    expect(validateSignIn({ email: 'a@b.co', password: '' }).errors).toEqual([
      'Password is required',
    ]);
  });

  it('checks a password change: matching, then at least 6 characters', () => {
    expect(validatePasswordChange('abcdef', 'abcdeg')).toEqual({
      title: 'Password mismatch',
      message: 'Please make sure both passwords match.',
    });
    expect(validatePasswordChange('abc', 'abc')).toEqual({
      title: 'Password too short',
      message: 'Password must be at least 6 characters long.',
    });
    expect(validatePasswordChange('abcdef', 'abcdef')).toBeNull();
  });
});
