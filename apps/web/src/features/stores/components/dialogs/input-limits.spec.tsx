import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SUBMISSION_LIMITS } from '@snap/domain';
import { renderWithProviders } from '../../../../testing/render';
import { ClaimBusinessDialog } from './claim-business-dialog';
import { ReportIssueDialog } from './report-issue-dialog';

const maxLength = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).maxLength;

describe("the store dialogs' fields stop at the API's maxima", () => {
  it('report issue: description and contact e-mail', () => {
    renderWithProviders(
      <ReportIssueDialog
        open
        onClose={vi.fn()}
        storeName="Corner Mart"
        signedIn={false}
        submit={vi.fn()}
      />,
    );
    expect(maxLength(/^Description/)).toBe(SUBMISSION_LIMITS.descriptionMax);
    expect(maxLength(/^Your email/)).toBe(SUBMISSION_LIMITS.emailMax);
  });

  it('claim business: name, e-mail, phone and details', () => {
    renderWithProviders(
      <ClaimBusinessDialog open onClose={vi.fn()} storeName="Corner Mart" submit={vi.fn()} />,
    );
    expect(maxLength(/^Full name/)).toBe(SUBMISSION_LIMITS.ownerNameMax);
    expect(maxLength(/^Business email/)).toBe(SUBMISSION_LIMITS.emailMax);
    expect(maxLength(/^Phone number/)).toBe(SUBMISSION_LIMITS.phoneMax);
  });
});
