import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGateway } from '../../../testing/gateway';
import { EbtHelpPage } from './ebt-help-page';

const SPANISH_HELP = 'Optional: Spanish pages show the English until you write it';

const lists = () => ({
  onlineRetailers: [
    {
      id: '3f1c9a52-5a0e-4d0b-9a1e-0b7c2d9e6a01',
      state: 'ALL',
      stateName: 'All 50 states and DC',
      name: 'Amazon',
      website: null,
      note: 'One of the two online SNAP retailers USDA authorized to serve all areas.',
      noteEs:
        'Uno de los dos comercios en línea que el USDA autorizó a aceptar SNAP en todas las zonas.',
      storeIds: [],
      source: '18F/cv_faq',
      checkedOn: '2020',
      lastChecked: 'Last checked 2020',
    },
  ],
  complaintContacts: [
    {
      id: '7a4d2e10-3b6c-4f8e-8d21-5c9b0a1e2f02',
      state: 'NY',
      stateName: 'New York',
      office: 'New York State Attorney General',
      officeEs: null,
      contact: null,
      contactEs: null,
      source: 'ag.ny.gov',
      checkedOn: '2025',
      lastChecked: 'Last checked 2025',
    },
  ],
  helpFacts: [
    {
      key: 'online-fees',
      label: 'Delivery and service fees',
      text: 'Delivery and service fees cannot be paid with SNAP.',
      textEs: 'Los cargos de entrega y de servicio no se pueden pagar con SNAP.',
      source: 'fns.usda.gov/snap/online',
      checkedOn: '2025',
      lastChecked: 'Last checked 2025',
    },
  ],
});

function renderPage() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <EbtHelpPage />
    </QueryClientProvider>,
  );
}

describe('EBT help pages: texts in English and Spanish', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("edits a help text's Spanish beside its English, saved together", async () => {
    const calls = stubGateway({
      EbtHelpLists: () => lists(),
      SaveHelpFact: () => ({ saveHelpFact: { key: 'online-fees' } }),
    });
    renderPage();
    const texts = await screen.findByRole('table', { name: 'Help texts' });
    expect(
      within(texts).getByText('Los cargos de entrega y de servicio no se pueden pagar con SNAP.'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(texts).getByRole('button', { name: 'Edit Delivery and service fees' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit help text' });
    const spanish = within(dialog).getByLabelText('Text in Spanish (plain text)');
    expect(spanish).toHaveValue('Los cargos de entrega y de servicio no se pueden pagar con SNAP.');
    expect(spanish).toHaveAccessibleDescription(SPANISH_HELP);
    await userEvent.clear(spanish);
    await userEvent.type(spanish, 'Los cargos de entrega no se pagan con SNAP.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.name === 'SaveHelpFact')?.variables).toEqual({
        key: 'online-fees',
        text: 'Delivery and service fees cannot be paid with SNAP.',
        textEs: 'Los cargos de entrega no se pagan con SNAP.',
        source: 'fns.usda.gov/snap/online',
        checkedOn: '2025',
      }),
    );
  });

  it("writes an office's Spanish where none was stored, and a retailer's note keeps its own", async () => {
    const calls = stubGateway({
      EbtHelpLists: () => lists(),
      SaveComplaintContact: () => ({
        saveComplaintContact: { id: '7a4d2e10-3b6c-4f8e-8d21-5c9b0a1e2f02' },
      }),
    });
    renderPage();
    const contacts = await screen.findByRole('table', { name: 'Complaint contacts' });
    await userEvent.click(
      within(contacts).getByRole('button', { name: 'Edit New York State Attorney General' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit complaint contact' });
    const office = within(dialog).getByLabelText('Office in Spanish');
    expect(office).toHaveValue('');
    expect(office).toHaveAccessibleDescription(SPANISH_HELP);
    expect(within(dialog).getByLabelText('Contact in Spanish')).toHaveValue('');
    await userEvent.type(office, 'Fiscal General del Estado de Nueva York');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.name === 'SaveComplaintContact')?.variables).toMatchObject({
        office: 'New York State Attorney General',
        officeEs: 'Fiscal General del Estado de Nueva York',
        contactEs: null,
      }),
    );
    await userEvent.click(
      within(screen.getByRole('table', { name: 'Online retailers' })).getByRole('button', {
        name: 'Edit Amazon',
      }),
    );
    expect(
      within(screen.getByRole('dialog', { name: 'Edit online retailer' })).getByLabelText(
        'Note in Spanish',
      ),
    ).toHaveValue(
      'Uno de los dos comercios en línea que el USDA autorizó a aceptar SNAP en todas las zonas.',
    );
  });
});
