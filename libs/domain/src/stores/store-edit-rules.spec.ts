import { STORE_EDIT_MESSAGES, validateStoreEdit } from './store-edit-rules';

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
});
