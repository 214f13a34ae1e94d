import { INVALID_EMAIL_MESSAGE } from '@snap/domain';
import { describe, expect, it } from 'vitest';
import { FORM_TEXTS } from './form-texts';

describe('the domain texts the content pages translate', () => {
  it('are worded in English exactly as the domain words them', () => {
    for (const [english, message] of Object.entries(FORM_TEXTS))
      expect(message.message).toBe(english);
    expect(FORM_TEXTS[INVALID_EMAIL_MESSAGE]).toBeDefined();
  });
});
