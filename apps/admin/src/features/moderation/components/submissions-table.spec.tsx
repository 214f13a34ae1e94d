import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGateway } from '../../../testing/gateway';
import { SubmissionsTable } from './submissions-table';

const report = {
  id: 'r1',
  storeId: 's1',
  storeName: 'Fresh Mart',
  issueType: 'hours-wrong',
  description: 'Closes at 8',
  userEmail: 'ann@example.org',
  status: 'new',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('reports by status', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists new reports and moves one to 'in review'", async () => {
    let current = { ...report };
    const calls = stubGateway({
      IssueReports: (variables) => {
        const items = variables.status && variables.status !== current.status ? [] : [current];
        return { issueReports: { total: items.length, items } };
      },
      SetIssueReportStatus: (variables) => {
        current = { ...current, status: String(variables.status) };
        return { setIssueReportStatus: { id: 'r1', status: current.status } };
      },
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <SubmissionsTable kind="reports" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Fresh Mart')).toBeInTheDocument();
    expect(screen.getByText('Closes at 8')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      name: 'IssueReports',
      variables: { status: 'new', limit: 20, offset: 0 },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status of Fresh Mart' }));
    fireEvent.click(await screen.findByRole('option', { name: 'In review' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'SetIssueReportStatus')?.variables).toEqual({
        id: 'r1',
        status: 'in_review',
      }),
    );
    expect(await screen.findByText('No reports with this status.')).toBeInTheDocument();
  });
});
