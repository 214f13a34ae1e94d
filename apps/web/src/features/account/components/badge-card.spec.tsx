import { screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '@snap/ui';
import { activateSpanish, renderWithI18n } from '../../../testing/render';
import { BadgeCard } from './badge-card';

const badge = {
  id: 'helper',
  name: 'Community Helper',
  description: 'Make 10 contributions',
  icon: '🤝',
  contributionsRequired: 10,
};
const show = (contributions: number, earnedAt?: string) =>
  renderWithI18n(
    <ThemeProvider theme={theme}>
      <BadgeCard badge={badge} contributions={contributions} earnedAt={earnedAt} />
    </ThemeProvider>,
  );

describe('badge progress', () => {
  it("says 'Almost there!' from 80% of the required contributions", () => {
    show(8);
    expect(screen.getByText('Almost there!')).toBeInTheDocument();
    expect(screen.getByText('8 / 10 contributions')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Community Helper progress' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
  });

  it('does not say it below 80%', () => {
    show(7);
    expect(screen.queryByText('Almost there!')).not.toBeInTheDocument();
    expect(screen.getByText('7 / 10 contributions')).toBeInTheDocument();
  });

  it('shows an earned badge without progress or the hint', () => {
    show(12, '2026-11-01T10:00:00.000Z');
    expect(screen.getByText('Earned')).toBeInTheDocument();
    expect(screen.queryByText('Almost there!')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('reads in Spanish on a Spanish page', () => {
    activateSpanish();
    show(8);
    expect(screen.getByText('¡Ya casi!')).toBeInTheDocument();
    expect(screen.getByText('8 / 10 contribuciones')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Avance de Community Helper' }),
    ).toBeInTheDocument();
  });
});
