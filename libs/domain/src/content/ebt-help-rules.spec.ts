import { DATED_FACT_MESSAGES } from '../facts/dated-fact';
import {
  appliesInState,
  EBT_HELP_MESSAGES,
  validateComplaintContact,
  validateOnlineRetailer,
} from './ebt-help-rules';

describe('online retailers and complaint contacts', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('refuses an online retailer entry without a state or a date, naming each missing field', () => {
    expect(
      validateOnlineRetailer({ name: 'Walmart', source: 'fns.usda.gov/snap/online' }, now).errors,
    ).toEqual([EBT_HELP_MESSAGES.stateRequired, DATED_FACT_MESSAGES.checkedOnRequired]);
    expect(
      validateOnlineRetailer(
        {
          state: 'ZZ',
          name: '',
          website: 'http://example.org',
          source: '',
          checkedOn: 'last year',
        },
        now,
      ).errors,
    ).toEqual([
      EBT_HELP_MESSAGES.stateRequired,
      EBT_HELP_MESSAGES.nameRequired,
      EBT_HELP_MESSAGES.websiteInvalid,
      DATED_FACT_MESSAGES.sourceRequired,
      DATED_FACT_MESSAGES.checkedOnRequired,
    ]);
  });

  it('keeps the stores an admin typed once each, and refuses what is not a store id or too many', () => {
    const entry = { state: 'GA', name: 'Corner', source: 'x', checkedOn: '2020' };
    expect(
      validateOnlineRetailer({ ...entry, storeIds: [' 1001 ', '1001', '', 'abc-2'] }, now).value
        .storeIds,
    ).toEqual(['1001', 'abc-2']);
    expect(validateOnlineRetailer({ ...entry, storeIds: ['10 01'] }, now).errors).toEqual([
      'A store id is the number in the address of its store page',
    ]);
    expect(
      validateOnlineRetailer(
        { ...entry, storeIds: Array.from({ length: 201 }, (_, i) => `s${i}`) },
        now,
      ).errors,
    ).toEqual(['An online retailer can name at most 200 stores']);
  });

  it('keeps a complete entry trimmed, its state in capitals', () => {
    expect(
      validateOnlineRetailer(
        { state: 'ga', name: ' Amazon ', source: '18F/cv_faq', checkedOn: '2020', note: ' ' },
        now,
      ),
    ).toEqual({
      value: {
        state: 'GA',
        name: 'Amazon',
        website: null,
        note: null,
        noteEs: null,
        source: '18F/cv_faq',
        checkedOn: '2020',
        storeIds: [],
      },
      errors: [],
    });
    expect(
      validateComplaintContact(
        {
          state: 'NY',
          office: 'New York State Attorney General',
          source: 'ag.ny.gov',
          checkedOn: '2025',
        },
        now,
      ).value,
    ).toEqual({
      state: 'NY',
      office: 'New York State Attorney General',
      officeEs: null,
      contact: null,
      contactEs: null,
      source: 'ag.ny.gov',
      checkedOn: '2025',
    });
    expect(
      validateComplaintContact(
        { state: 'NY', office: 'AG', contact: '<a>call</a>', source: 'x', checkedOn: '2025' },
        now,
      ).errors,
    ).toEqual([DATED_FACT_MESSAGES.markup]);
  });

  it('takes the Spanish of a note, an office and a contact as optional, bounded as the English', () => {
    const contact = { state: 'NY', office: 'AG', source: 'ag.ny.gov', checkedOn: '2025' };
    expect(
      validateComplaintContact(
        { ...contact, officeEs: ' Fiscal  General ', contactEs: 'Llame al 800' },
        now,
      ).value,
    ).toMatchObject({ officeEs: 'Fiscal General', contactEs: 'Llame al 800' });
    expect(
      validateComplaintContact(
        { ...contact, officeEs: 'a'.repeat(201), contactEs: 'a'.repeat(501) },
        now,
      ).errors,
    ).toEqual([EBT_HELP_MESSAGES.officeTooLong, EBT_HELP_MESSAGES.contactTooLong]);
    const retailer = { state: 'GA', name: 'Amazon', source: '18F/cv_faq', checkedOn: '2020' };
    expect(validateOnlineRetailer({ ...retailer, noteEs: ' Uno de dos ' }, now).value.noteEs).toBe(
      'Uno de dos',
    );
    expect(validateOnlineRetailer({ ...retailer, noteEs: 'a'.repeat(501) }, now).errors).toEqual([
      EBT_HELP_MESSAGES.noteTooLong,
    ]);
  });

  it('applies an all-states entry in the 50 states and DC, not in Guam or the Virgin Islands', () => {
    expect(appliesInState('ALL', 'GA')).toBe(true);
    expect(appliesInState('ALL', 'DC')).toBe(true);
    expect(appliesInState('ALL', 'GU')).toBe(false);
    expect(appliesInState('ALL', 'VI')).toBe(false);
    expect(appliesInState('NY', 'NY')).toBe(true);
    expect(appliesInState('NY', 'GA')).toBe(false);
  });
});
