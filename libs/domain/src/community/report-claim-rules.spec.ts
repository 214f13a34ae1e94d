import {
  BUSINESS_ROLES,
  businessRoleLabel,
  ISSUE_TYPES,
  validateBusinessClaim,
  validateIssueReport,
  VERIFICATION_METHODS,
} from './report-claim-rules';
import { roundClickCoordinate, storeClickProblem } from './store-click-rules';

describe('issue report rules', () => {
  it('has the seven issue types', () => {
    expect(ISSUE_TYPES.map((t) => t.value)).toEqual([
      'incorrect-info',
      'hours-wrong',
      'phone-wrong',
      'address-wrong',
      'closed-permanently',
      'ebt-status',
      'other',
    ]);
  });

  it('needs a type and a description, in the words of product rule Validation messages', () => {
    expect(validateIssueReport({}, { signedIn: false }).errors).toEqual([
      'Please select an issue type',
      'Please describe the issue',
    ]);
    expect(
      validateIssueReport({ issueType: 'closed', description: '   ' }, { signedIn: false }).errors,
    ).toEqual(['Please select an issue type', 'Please describe the issue']);
  });

  it('takes a contact e-mail from signed-out visitors only', () => {
    expect(
      validateIssueReport(
        { issueType: 'hours-wrong', description: ' Closes at 8 ', userEmail: ' Ana@Example.org ' },
        { signedIn: false },
      ),
    ).toEqual({
      value: { issueType: 'hours-wrong', description: 'Closes at 8', userEmail: 'ana@example.org' },
      errors: [],
    });
    expect(
      validateIssueReport(
        { issueType: 'other', description: 'x', userEmail: 'nope' },
        { signedIn: false },
      ).errors,
    ).toEqual(['Please enter a valid email address']);
    expect(
      validateIssueReport(
        { issueType: 'other', description: 'x', userEmail: 'nope' },
        { signedIn: true },
      ),
    ).toEqual({
      value: { issueType: 'other', description: 'x', userEmail: null },
      errors: [],
    });
  });
});

describe('business claim rules', () => {
  const claim = {
    businessRole: 'owner',
    ownerName: 'Li Wu',
    ownerEmail: 'li@example.org',
    phone: '(404) 555-0100',
    verificationMethod: 'postcard',
  };

  it('has the roles with their labels and the four verification methods', () => {
    expect(BUSINESS_ROLES.map((r) => r.value)).toEqual([
      'owner',
      'manager',
      'employee',
      'representative',
    ]);
    expect(businessRoleLabel('employee')).toBe('Authorized Employee');
    expect(businessRoleLabel('representative')).toBe('Business Representative');
    expect(VERIFICATION_METHODS.map((m) => m.value)).toEqual([
      'phone',
      'email',
      'documents',
      'postcard',
    ]);
  });

  it('accepts a complete claim, trimmed, with optional additional information', () => {
    expect(
      validateBusinessClaim({ ...claim, ownerName: '  Li Wu ', additionalInfo: '  ' }),
    ).toEqual({ value: { ...claim, additionalInfo: null }, errors: [] });
  });

  it('lists every failed rule in the words of product rule Validation messages', () => {
    expect(validateBusinessClaim({}).errors).toEqual([
      'Please select your role',
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select a verification method',
    ]);
    expect(
      validateBusinessClaim({
        ...claim,
        businessRole: 'boss',
        ownerName: 'L',
        phone: '555-0100',
        verificationMethod: 'fax',
      }).errors,
    ).toEqual([
      'Please select your role',
      'Name must be at least 2 characters',
      'Please enter a valid phone number',
      'Please select a verification method',
    ]);
  });
});

describe('store click rules', () => {
  it('rounds coordinates to 3 decimals and names why a click is not recorded', () => {
    expect(roundClickCoordinate(33.74912)).toBe(33.749);
    expect(roundClickCoordinate(-84.38768)).toBe(-84.388);
    expect(storeClickProblem({ userId: 'u', storeId: 's', lat: 33.7, lng: -84.3 })).toBeNull();
    expect(storeClickProblem({ storeId: 's', lat: 33.7, lng: -84.3 })).toBe('no signed-in user');
    expect(storeClickProblem({ userId: 'u', storeId: ' ', lat: 33.7, lng: -84.3 })).toBe(
      'no store id',
    );
    expect(storeClickProblem({ userId: 'u', storeId: 's', lat: 91, lng: -84.3 })).toBe(
      'invalid latitude',
    );
    expect(storeClickProblem({ userId: 'u', storeId: 's', lat: 33.7, lng: Number.NaN })).toBe(
      'invalid longitude',
    );
  });
});
