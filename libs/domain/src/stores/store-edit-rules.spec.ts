import { STORE_EDIT_LIMITS, STORE_EDIT_MESSAGES, validateStoreEdit } from './store-edit-rules';

const good = {
  Store_Name: ' Corner Mart ',
  Store_Type: 'Grocery Store',
  Store_Street_Address: '1 Main St',
  City: 'Atlanta',
  State: 'ga',
  Zip_Code: '30303',
  Latitude: 33.7,
  Longitude: -84.4,
};

describe('store edit rules', () => {
  it('accepts a good edit, trimmed, with the state upper-cased', () => {
    expect(validateStoreEdit(good)).toEqual({
      value: { ...good, Store_Name: 'Corner Mart', State: 'GA' },
      errors: [],
    });
  });

  it('refuses a latitude off the globe and a ZIP that is not 5 digits in the words of product rule Validation messages', () => {
    expect(validateStoreEdit({ ...good, Latitude: 91, Zip_Code: '3030' }).errors).toEqual([
      STORE_EDIT_MESSAGES.zipInvalid,
      STORE_EDIT_MESSAGES.latitudeInvalid,
    ]);
    expect(STORE_EDIT_MESSAGES.zipInvalid).toBe('Please enter a valid 5-digit ZIP code.');
    expect(validateStoreEdit({ ...good, Zip_Code: '30303-1234', Longitude: -181 }).errors).toEqual([
      STORE_EDIT_MESSAGES.zipInvalid,
      STORE_EDIT_MESSAGES.longitudeInvalid,
    ]);
    expect(validateStoreEdit({ ...good, Latitude: Number.NaN }).errors).toEqual([
      STORE_EDIT_MESSAGES.latitudeInvalid,
    ]);
  });

  it('lists every missing or unknown field', () => {
    expect(
      validateStoreEdit({
        ...good,
        Store_Name: ' ',
        Store_Type: 'Bakery',
        City: '',
        State: 'Georgia',
      }).errors,
    ).toEqual([
      STORE_EDIT_MESSAGES.nameRequired,
      STORE_EDIT_MESSAGES.typeInvalid,
      STORE_EDIT_MESSAGES.cityRequired,
      STORE_EDIT_MESSAGES.stateInvalid,
    ]);
  });

  it('refuses text past its limit, and a field of the wrong kind as if it were missing', () => {
    const long = (length: number) => 'x'.repeat(length);
    expect(
      validateStoreEdit({
        ...good,
        Store_Name: long(STORE_EDIT_LIMITS.nameMax + 1),
        Store_Street_Address: long(STORE_EDIT_LIMITS.streetMax + 1),
        City: long(STORE_EDIT_LIMITS.cityMax + 1),
      }).errors,
    ).toEqual([
      STORE_EDIT_MESSAGES.nameTooLong,
      STORE_EDIT_MESSAGES.streetTooLong,
      STORE_EDIT_MESSAGES.cityTooLong,
    ]);
    expect(STORE_EDIT_MESSAGES.nameTooLong).toBe('Store name must be at most 300 characters');
    expect(
      validateStoreEdit({ ...good, Store_Name: long(STORE_EDIT_LIMITS.nameMax) }).errors,
    ).toEqual([]);
    const malformed = { ...good, Store_Name: 42, Latitude: '33.7' } as unknown as typeof good;
    expect(validateStoreEdit(malformed).errors).toEqual([
      STORE_EDIT_MESSAGES.nameRequired,
      STORE_EDIT_MESSAGES.latitudeInvalid,
    ]);
  });
});
