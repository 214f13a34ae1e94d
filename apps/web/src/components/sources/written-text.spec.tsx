import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inSpanish } from '../../testing/languages';
import { Written, writtenText } from './written-text';

const ENGLISH = 'Delivery and service fees cannot be paid with SNAP.';
const SPANISH = 'Los cargos de entrega y de servicio no se pueden pagar con SNAP.';

describe('a text admins write in English and Spanish', () => {
  it('is its English on an English page, whatever the Spanish', () => {
    expect(writtenText(ENGLISH, SPANISH)).toEqual({ text: ENGLISH, lang: undefined });
    expect(writtenText(ENGLISH, null)).toEqual({ text: ENGLISH, lang: undefined });
  });

  it('is its Spanish on a Spanish page, and its English, marked English, until one is written', async () => {
    await inSpanish(() => {
      expect(writtenText(ENGLISH, SPANISH)).toEqual({ text: SPANISH, lang: undefined });
      expect(writtenText(ENGLISH, null)).toEqual({ text: ENGLISH, lang: 'en' });
      expect(writtenText(ENGLISH, '')).toEqual({ text: ENGLISH, lang: 'en' });
    });
  });

  it('as an element, carries lang="en" only where a Spanish page falls back to the English', async () => {
    await inSpanish(() => {
      const { unmount } = render(
        <p>
          <Written english={ENGLISH} spanish={null} />
        </p>,
      );
      expect(screen.getByText(ENGLISH)).toHaveAttribute('lang', 'en');
      unmount();
      render(
        <p data-testid="spanish">
          <Written english={ENGLISH} spanish={SPANISH} />
        </p>,
      );
      expect(screen.getByTestId('spanish')).toContainHTML(SPANISH);
      expect(screen.getByTestId('spanish').querySelector('[lang]')).toBeNull();
    });
  });
});
