import { act, fireEvent, screen } from '@testing-library/react';
import IconButton from '@mui/material/IconButton';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { HintTooltip, TOOLTIP_DELAYS } from './hint-tooltip';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function row() {
  renderWithProviders(
    <>
      <HintTooltip title="Add to favorites">
        <IconButton aria-label="first">A</IconButton>
      </HintTooltip>
      <HintTooltip title="Share this store">
        <IconButton aria-label="second">B</IconButton>
      </HintTooltip>
    </>,
  );
}

describe('tooltips', () => {
  it('show 700 ms after hovering, and the next one at once within 300 ms of the last closing', async () => {
    expect(TOOLTIP_DELAYS).toEqual({ delayMs: 700, skipDelayMs: 300 });
    row();
    fireEvent.mouseOver(screen.getByRole('button', { name: 'first' }));
    await act(() => vi.advanceTimersByTimeAsync(690));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Add to favorites');

    fireEvent.mouseLeave(screen.getByRole('button', { name: 'first' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.mouseOver(screen.getByRole('button', { name: 'second' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toContain(
      'Share this store',
    );

    fireEvent.mouseLeave(screen.getByRole('button', { name: 'second' }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    fireEvent.mouseOver(screen.getByRole('button', { name: 'first' }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryAllByRole('tooltip').map((tip) => tip.textContent)).not.toContain(
      'Add to favorites',
    );
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toContain(
      'Add to favorites',
    );
  });
});
