import { defineMessages } from '../i18n/message';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '../accounts/email';

/** Issue reports and business claims: the choices and exact messages of the accounts spec (sections
 * 3, 5 and 8). Shared by the web's Report Issue / Claim Your Business dialogs and the community service. */
export const ISSUE_TYPES = [
  { value: 'incorrect-info', label: 'Incorrect information' },
  { value: 'hours-wrong', label: 'Wrong hours' },
  { value: 'phone-wrong', label: 'Wrong phone number' },
  { value: 'address-wrong', label: 'Wrong address' },
  { value: 'closed-permanently', label: 'Permanently closed' },
  { value: 'ebt-status', label: 'EBT acceptance status' },
  { value: 'other', label: 'Other' },
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number]['value'];

export const BUSINESS_ROLES = [
  { value: 'owner', label: 'Owner' },
  { value: 'manager', label: 'Manager' },
  { value: 'employee', label: 'Authorized Employee' },
  { value: 'representative', label: 'Business Representative' },
] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number]['value'];

export const VERIFICATION_METHODS = [
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'Email' },
  { value: 'documents', label: 'Documents' },
  { value: 'postcard', label: 'Postcard' },
] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number]['value'];

/** Where a report or claim is in the back-office. */
export const SUBMISSION_STATUSES = ['new', 'in_review', 'resolved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Lengths no rule fixes (product rule "Validation messages"), bounded so a form cannot carry a book. */
export const SUBMISSION_LIMITS = {
  descriptionMax: 2000,
  ownerNameMin: 2,
  ownerNameMax: 100,
  emailMax: 255,
  phoneMin: 10,
  phoneMax: 30,
  additionalInfoMax: 2000,
} as const;

export const SUBMISSION_MESSAGES = defineMessages('submission', {
  issueTypeRequired: 'Please select an issue type',
  descriptionRequired: 'Please describe the issue',
  descriptionTooLong: 'Description must be less than 2000 characters',
  roleRequired: 'Please select your role',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be less than 100 characters',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  invalidPhone: 'Please enter a valid phone number',
  verificationRequired: 'Please select a verification method',
  additionalInfoTooLong: 'Additional information must be less than 2000 characters',
  reportSuccessTitle: 'Report submitted successfully',
  reportSuccess: "Thank you for reporting this issue. We'll review it shortly.",
  reportFailureTitle: 'Failed to submit report',
  reportFailure: 'Please try again later or contact support directly.',
  claimSuccessTitle: 'Claim Request Submitted',
  claimSuccess: 'We will review your request and contact you within 2-3 business days.',
  claimFailureTitle: 'Submission Failed',
  claimFailure: 'There was an error submitting your claim request. Please try again.',
});

const has = <T extends { value: string }>(choices: readonly T[], value: string): boolean =>
  choices.some((c) => c.value === value);

export interface IssueReportInput {
  issueType?: string | null;
  description?: string | null;
  userEmail?: string | null;
}

export interface IssueReportValue {
  issueType: IssueType;
  description: string;
  userEmail: string | null;
}

/** Trims and validates a report. The contact e-mail is only asked of signed-out visitors; a signed-in
 * user's is dropped (support reaches them through their account). */
export function validateIssueReport(
  input: IssueReportInput,
  options: { signedIn: boolean },
): { value: IssueReportValue; errors: string[] } {
  const issueType = (input.issueType ?? '').trim();
  const description = (input.description ?? '').trim();
  const userEmail = options.signedIn ? '' : (input.userEmail ?? '').trim().toLowerCase();
  const errors: string[] = [];
  if (!has(ISSUE_TYPES, issueType)) errors.push(SUBMISSION_MESSAGES.issueTypeRequired);
  if (!description) errors.push(SUBMISSION_MESSAGES.descriptionRequired);
  else if (description.length > SUBMISSION_LIMITS.descriptionMax)
    errors.push(SUBMISSION_MESSAGES.descriptionTooLong);
  if (userEmail && (!isEmailAddress(userEmail) || userEmail.length > SUBMISSION_LIMITS.emailMax))
    errors.push(SUBMISSION_MESSAGES.invalidEmail);
  return {
    value: { issueType: issueType as IssueType, description, userEmail: userEmail || null },
    errors,
  };
}

export interface BusinessClaimInput {
  businessRole?: string | null;
  ownerName?: string | null;
  ownerEmail?: string | null;
  phone?: string | null;
  verificationMethod?: string | null;
  additionalInfo?: string | null;
}

export interface BusinessClaimValue {
  businessRole: BusinessRole;
  ownerName: string;
  ownerEmail: string;
  phone: string;
  verificationMethod: VerificationMethod;
  additionalInfo: string | null;
}

/** Trims and validates a claim; returns the cleaned values or every failed rule's message. */
export function validateBusinessClaim(input: BusinessClaimInput): {
  value: BusinessClaimValue;
  errors: string[];
} {
  const businessRole = (input.businessRole ?? '').trim();
  const ownerName = (input.ownerName ?? '').trim();
  const ownerEmail = (input.ownerEmail ?? '').trim().toLowerCase();
  const phone = (input.phone ?? '').trim();
  const verificationMethod = (input.verificationMethod ?? '').trim();
  const additionalInfo = (input.additionalInfo ?? '').trim();
  const errors: string[] = [];
  if (!has(BUSINESS_ROLES, businessRole)) errors.push(SUBMISSION_MESSAGES.roleRequired);
  if (ownerName.length < SUBMISSION_LIMITS.ownerNameMin)
    errors.push(SUBMISSION_MESSAGES.nameTooShort);
  else if (ownerName.length > SUBMISSION_LIMITS.ownerNameMax)
    errors.push(SUBMISSION_MESSAGES.nameTooLong);
  if (!isEmailAddress(ownerEmail) || ownerEmail.length > SUBMISSION_LIMITS.emailMax)
    errors.push(SUBMISSION_MESSAGES.invalidEmail);
  if (phone.length < SUBMISSION_LIMITS.phoneMin || phone.length > SUBMISSION_LIMITS.phoneMax)
    errors.push(SUBMISSION_MESSAGES.invalidPhone);
  if (!has(VERIFICATION_METHODS, verificationMethod))
    errors.push(SUBMISSION_MESSAGES.verificationRequired);
  if (additionalInfo.length > SUBMISSION_LIMITS.additionalInfoMax)
    errors.push(SUBMISSION_MESSAGES.additionalInfoTooLong);
  return {
    value: {
      businessRole: businessRole as BusinessRole,
      ownerName,
      ownerEmail,
      phone,
      verificationMethod: verificationMethod as VerificationMethod,
      additionalInfo: additionalInfo || null,
    },
    errors,
  };
}

export function issueTypeLabel(value: string): string {
  return ISSUE_TYPES.find((t) => t.value === value)?.label ?? value;
}

export function businessRoleLabel(value: string): string {
  return BUSINESS_ROLES.find((r) => r.value === value)?.label ?? value;
}
