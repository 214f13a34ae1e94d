import { defineMessages } from '../i18n/message';
import { INVALID_ZIP_MESSAGE } from '../search/limits';
import { STORE_TYPES, type Store, type StoreType } from './store';

/** The fields the back-office edits: the store's own declaration (Store) gives their names and types. */
export const STORE_EDIT_FIELDS = [
  'Store_Name',
  'Store_Type',
  'Store_Street_Address',
  'City',
  'State',
  'Zip_Code',
  'Latitude',
  'Longitude',
] as const satisfies ReadonlyArray<keyof Store>;

export type StoreEditField = (typeof STORE_EDIT_FIELDS)[number];

/** The longest text each edited field takes (the one place these limits are declared). */
export const STORE_EDIT_LIMITS = {
  nameMax: 300,
  streetMax: 300,
  cityMax: 100,
} as const;

export const STORE_EDIT_MESSAGES = defineMessages('storeEdit', {
  nameRequired: 'Store name is required',
  typeInvalid: `Store type must be one of: ${STORE_TYPES.join(', ')}`,
  cityRequired: 'City is required',
  stateInvalid: 'State must be a two-letter code',
  zipInvalid: INVALID_ZIP_MESSAGE,
  latitudeInvalid: 'Latitude must be between -90 and 90',
  longitudeInvalid: 'Longitude must be between -180 and 180',
  nameTooLong: `Store name must be at most ${STORE_EDIT_LIMITS.nameMax} characters`,
  streetTooLong: `Street address must be at most ${STORE_EDIT_LIMITS.streetMax} characters`,
  cityTooLong: `City must be at most ${STORE_EDIT_LIMITS.cityMax} characters`,
});

/** An edit as a form or a message carries it: the type is any text until the rules below check it. */
export type StoreEdit = Omit<Pick<Store, StoreEditField>, 'Store_Type'> & {
  Store_Type: string;
};

// A message from another service is checked here, not by a second declaration of the fields: a value
// of the wrong kind reads as missing and gets the same messages.
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const coordinate = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);

/** A back-office store edit, checked the same way in the form and on the server: trimmed values, a
 * known type, a two-letter state, exactly five ZIP digits (the ZIP message of product rule "Validation messages") and coordinates
 * on the globe. Every problem is listed. */
export function validateStoreEdit(input: StoreEdit): {
  value: StoreEdit & { Store_Type: StoreType };
  errors: string[];
} {
  const errors: string[] = [];
  const value = {
    Store_Name: text(input.Store_Name),
    Store_Type: text(input.Store_Type) as StoreType,
    Store_Street_Address: text(input.Store_Street_Address),
    City: text(input.City),
    State: text(input.State).toUpperCase(),
    Zip_Code: text(input.Zip_Code),
    Latitude: coordinate(input.Latitude),
    Longitude: coordinate(input.Longitude),
  };
  if (!value.Store_Name) errors.push(STORE_EDIT_MESSAGES.nameRequired);
  else if (value.Store_Name.length > STORE_EDIT_LIMITS.nameMax)
    errors.push(STORE_EDIT_MESSAGES.nameTooLong);
  if (!(STORE_TYPES as readonly string[]).includes(value.Store_Type))
    errors.push(STORE_EDIT_MESSAGES.typeInvalid);
  if (value.Store_Street_Address.length > STORE_EDIT_LIMITS.streetMax)
    errors.push(STORE_EDIT_MESSAGES.streetTooLong);
  if (!value.City) errors.push(STORE_EDIT_MESSAGES.cityRequired);
  else if (value.City.length > STORE_EDIT_LIMITS.cityMax)
    errors.push(STORE_EDIT_MESSAGES.cityTooLong);
  if (!/^[A-Z]{2}$/.test(value.State)) errors.push(STORE_EDIT_MESSAGES.stateInvalid);
  if (!/^\d{5}$/.test(value.Zip_Code)) errors.push(STORE_EDIT_MESSAGES.zipInvalid);
  if (!Number.isFinite(value.Latitude) || value.Latitude < -90 || value.Latitude > 90)
    errors.push(STORE_EDIT_MESSAGES.latitudeInvalid);
  if (!Number.isFinite(value.Longitude) || value.Longitude < -180 || value.Longitude > 180)
    errors.push(STORE_EDIT_MESSAGES.longitudeInvalid);
  return { value, errors };
}
