import { INVALID_EMAIL_MESSAGE, SEEDED_PROGRAM_TEXTS } from '@snap/domain';
import { describe, expect, it } from 'vitest';
import { FORM_TEXTS } from './form-texts';
import {
  PROGRAM_FACT_TEXTS,
  programFactText,
} from '../../../components/programs/program-fact-texts';
import { inSpanish } from '../../../testing/languages';

describe('the domain texts the content pages translate', () => {
  it('are worded in English exactly as the domain words them', () => {
    for (const [english, message] of Object.entries({ ...PROGRAM_FACT_TEXTS, ...FORM_TEXTS }))
      expect(message.message).toBe(english);
    expect(FORM_TEXTS[INVALID_EMAIL_MESSAGE]).toBeDefined();
  });

  it('cover every seeded program fact and its program name', () => {
    for (const fact of SEEDED_PROGRAM_TEXTS) {
      expect(PROGRAM_FACT_TEXTS[fact.text]).toBeDefined();
      expect(PROGRAM_FACT_TEXTS[fact.name]).toBeDefined();
    }
  });

  it('show on store pages in the page language, and a reworded fact as its admin wrote it', async () => {
    const wic = SEEDED_PROGRAM_TEXTS.find((fact) => fact.name === 'WIC');
    expect(wic && programFactText(wic.text)).toBe(wic?.text);
    await inSpanish(() => {
      expect(wic && programFactText(wic.text)).toMatch(/^Los beneficios de WIC /);
      expect(programFactText('A newer WIC rule an admin wrote.')).toBe(
        'A newer WIC rule an admin wrote.',
      );
    });
  });
});
