import { SEEDED_PROGRAM_TEXTS } from '@snap/domain';
import { describe, expect, it } from 'vitest';
import { inSpanish } from '../../testing/languages';
import { PROGRAM_FACT_TEXTS, programFactName, programFactText } from './program-fact-texts';

/** A seeded text as the API gives it while no admin has saved it: its id is its seed key. */
const asSeeded = (fact: (typeof SEEDED_PROGRAM_TEXTS)[number]) => ({ ...fact, seedKey: fact.id });

describe('the program texts a new installation starts with', () => {
  it('are keyed by every seeded text’s id and worded in English exactly as the domain words them', () => {
    expect(Object.keys(PROGRAM_FACT_TEXTS).sort()).toEqual(
      SEEDED_PROGRAM_TEXTS.map((fact) => fact.id).sort(),
    );
    for (const fact of SEEDED_PROGRAM_TEXTS) {
      expect(PROGRAM_FACT_TEXTS[fact.id]?.name.message).toBe(fact.name);
      expect(PROGRAM_FACT_TEXTS[fact.id]?.text.message).toBe(fact.text);
      expect(programFactText(asSeeded(fact))).toBe(fact.text);
      expect(programFactName(asSeeded(fact))).toBe(fact.name);
    }
  });

  it('show in the page language while as seeded, and a reworded text as its admin wrote it', async () => {
    const wic = SEEDED_PROGRAM_TEXTS.find((fact) => fact.id === 'seed-wic');
    if (!wic) throw new Error('the WIC seed');
    await inSpanish(() => {
      expect(programFactText(asSeeded(wic))).toMatch(/^Los beneficios de WIC /);
      const hotMeals = SEEDED_PROGRAM_TEXTS.find((fact) => fact.id === 'seed-restaurant-meals-who');
      expect(hotMeals && programFactName(asSeeded(hotMeals))).toBe(
        'Programa de Comidas en Restaurantes',
      );
      // Saved by an admin: the API sends no seed key, so the admin's words show, even when the
      // admin kept the seed's English words.
      expect(
        programFactText({ ...wic, text: 'A newer WIC rule an admin wrote.', seedKey: null }),
      ).toBe('A newer WIC rule an admin wrote.');
      expect(programFactText({ ...wic, seedKey: null })).toBe(wic.text);
    });
  });
});
