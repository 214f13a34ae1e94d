import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { NotFoundPage } from './not-found-page';

let broken = false;

function Fragile() {
  if (broken) throw new Error('render failed');
  return <p>Stores near you</p>;
}

describe('ErrorBoundary', () => {
  it('shows the render-failure screen of product rule Fixed labels and recovers with Try Again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We're sorry, but something unexpected happened. Please try refreshing the page.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Stores near you')).toBeInTheDocument();
  });
});

describe('NotFoundPage', () => {
  it("says 'Oops! Page not found' and links home", () => {
    render(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
