import {
  CONTRIBUTION_MESSAGES,
  ENRICHMENT_MESSAGES,
  HOT_MEALS_EXPLANATION,
  messageEnglish,
  pointsEarnedMessage,
  TIP_MESSAGES,
} from '@snap/domain';
import { describe, expect, it } from 'vitest';
import { HOT_MEALS_EXPLANATION_TEXT } from '../../../components/programs/hot-meals-warning';
import { inSpanish } from '../../../testing/languages';
import {
  dayHoursText,
  pointsEarnedText,
  showingReviewsText,
  STORE_CHOICE_LABELS,
  STORE_CHOICES,
  STORE_DOMAIN_TEXTS,
  storeText,
} from './store-texts';
import { storeTypeName } from '../../../components/store-types/store-type-names';

describe('the domain texts the store pages translate', () => {
  it('are worded in English exactly as the domain (and the spec) words them', () => {
    // The domain's messages are keyed by id, the dialogs' choices by their label.
    for (const [id, message] of Object.entries(STORE_DOMAIN_TEXTS))
      expect(message.message).toBe(messageEnglish(id));
    for (const [label, message] of Object.entries(STORE_CHOICE_LABELS))
      expect(message.message).toBe(label);
    expect(HOT_MEALS_EXPLANATION_TEXT.message).toBe(HOT_MEALS_EXPLANATION);
    expect(pointsEarnedText(15)).toBe(pointsEarnedMessage(15));
    expect(showingReviewsText(5, 12)).toBe(ENRICHMENT_MESSAGES.showingReviews(5, 12));
    expect(storeText(CONTRIBUTION_MESSAGES.hoursInvalidTime('Monday'))).toBe(
      CONTRIBUTION_MESSAGES.hoursInvalidTime('Monday'),
    );
  });

  it('cover every choice the store dialogs offer', () => {
    for (const choices of STORE_CHOICES)
      for (const choice of choices) expect(STORE_CHOICE_LABELS[choice.label]).toBeDefined();
  });

  it('are in Spanish on a Spanish page, days and counts included', async () => {
    await inSpanish(() => {
      expect(storeText(TIP_MESSAGES.empty)).toBe('El comentario no puede estar vacío');
      expect(storeText('Wrong hours')).toBe('Horario equivocado');
      expect(storeTypeName('Specialty Store')).toBe('Tienda especializada');
      expect(storeTypeName('Bodega Nueva')).toBe('Bodega Nueva');
      expect(storeText(CONTRIBUTION_MESSAGES.hoursInvalidTime('Sunday'))).toBe(
        'Domingo: las horas deben escribirse en formato de 24 horas HH:MM',
      );
      expect(pointsEarnedText(10)).toBe('¡Ganó 10 puntos!');
      expect(pointsEarnedText(1)).toBe('¡Ganó 1 punto!');
      expect(showingReviewsText(1, 1)).toBe('Se muestran 1 de 1 reseña');
      expect(dayHoursText({ day: 'Monday', open: '09:00', close: '18:00', closed: false })).toBe(
        'Lunes: 09:00–18:00',
      );
      // A server message arrives in the page's language already and is shown as it is.
      expect(storeText('Usted ya reportó esta tienda en los últimos 30 días.')).toBe(
        'Usted ya reportó esta tienda en los últimos 30 días.',
      );
    });
  });
});
