import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateSpanish, renderWithI18n } from '../../../testing/render';
import { SearchForm, type SearchFormProps } from './search-form';

function renderForm(fields: Partial<SearchFormProps> = {}) {
  const onSubmit = vi.fn();
  const props: SearchFormProps = {
    query: '',
    location: '303',
    hasDeviceCoords: false,
    history: [],
    onQueryChange: vi.fn(),
    onLocationChange: vi.fn(),
    onUseMyLocation: vi.fn(),
    onSubmit,
    canSubmitWithCoords: false,
    ...fields,
  };
  renderWithI18n(<SearchForm {...props} />);
  return onSubmit;
}

describe('search form', () => {
  it("says 'Please enter a valid 5-digit ZIP code.' when Enter submits '303', and does not search", async () => {
    const onSubmit = renderForm({ query: 'walgrens' });
    await userEvent.type(screen.getByLabelText('Location'), '{Enter}');
    expect(screen.getByText('Please enter a valid 5-digit ZIP code.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says it in Spanish on a Spanish page', async () => {
    activateSpanish();
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Ubicación' }), '{Enter}');
    expect(
      screen.getByText('Escriba un código postal (ZIP) válido de 5 dígitos.'),
    ).toBeInTheDocument();
  });

  it('searches a 5-digit ZIP on Enter', async () => {
    const onSubmit = renderForm({ query: 'walgrens', location: '30303' });
    await userEvent.type(screen.getByLabelText('Location'), '{Enter}');
    expect(onSubmit).toHaveBeenCalled();
    expect(screen.queryByText('Please enter a valid 5-digit ZIP code.')).not.toBeInTheDocument();
  });
});
