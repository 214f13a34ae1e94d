import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../testing/render';
import { ZipSearchForm } from './zip-search-form';

describe('ZIP search box', () => {
  it('keeps digits only and at most 5 of them', () => {
    renderWithI18n(<ZipSearchForm onSearch={vi.fn()} />);
    const input = screen.getByLabelText('ZIP code');
    fireEvent.change(input, { target: { value: 'ab30-30312x9' } });
    expect(input).toHaveValue('30303');
  });

  it('disables Search until the ZIP is valid, then submits it', () => {
    const onSearch = vi.fn();
    renderWithI18n(<ZipSearchForm onSearch={onSearch} />);
    const input = screen.getByLabelText('ZIP code');
    const button = screen.getByRole('button', { name: 'Search' });
    fireEvent.change(input, { target: { value: '3030' } });
    expect(button).toBeDisabled();
    fireEvent.change(input, { target: { value: '30303' } });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onSearch).toHaveBeenCalledWith('30303');
  });

  it("says 'Please enter a valid 5-digit ZIP code.' when Enter submits an incomplete ZIP", () => {
    const onSearch = vi.fn();
    renderWithI18n(<ZipSearchForm onSearch={onSearch} />);
    const input = screen.getByLabelText('ZIP code');
    fireEvent.change(input, { target: { value: '303' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByText('Please enter a valid 5-digit ZIP code.')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("says 'Please enter a valid 5-digit ZIP code.' when Enter is pressed in '303' (the disabled button blocks the browser's own submit)", async () => {
    const onSearch = vi.fn();
    renderWithI18n(<ZipSearchForm onSearch={onSearch} />);
    const input = screen.getByLabelText('ZIP code');
    await userEvent.type(input, '303{Enter}');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(screen.getByText('Please enter a valid 5-digit ZIP code.')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
