import { INVALID_ZIP_MESSAGE } from '../search/limits';
import { STORE_TYPES, type StoreType } from './store';

export const STORE_EDIT_MESSAGES = {
  nameRequired: 'Store name is required',
  typeInvalid: `Store type must be one of: ${STORE_TYPES.join(', ')}`,
  cityRequired: 'City is required',
  stateInvalid: 'State must be a two-letter code',
  zipInvalid: INVALID_ZIP_MESSAGE,
  latitudeInvalid: 'Latitude must be between -90 and 90',
  longitudeInvalid: 'Longitude must be between -180 and 180',
} as const;

export interface StoreEdit {
  Store_Name: string;
  Store_Type: string;
  Store_Street_Address: string;
  City: string;
  State: string;
  Zip_Code: string;
  Latitude: number;
  Longitude: number;
}

/** A back-office store edit, checked the same way in the form and on the server: trimmed values, a
 * known type, a two-letter state, exactly five ZIP digits (the ZIP message of product rule "Validation messages") and coordinates
 * on the globe. Every problem is listed. */
export function validateStoreEdit(input: StoreEdit): {
  value: StoreEdit & { Store_Type: StoreType };
  errors: string[];
} {
  const errors: string[] = [];
  const value = {
    Store_Name: input.Store_Name.trim(),
    Store_Type: input.Store_Type.trim() as StoreType,
    Store_Street_Address: input.Store_Street_Address.trim(),
    City: input.City.trim(),
    State: input.State.trim().toUpperCase(),
    Zip_Code: input.Zip_Code.trim(),
    Latitude: input.Latitude,
    Longitude: input.Longitude,
  };
  if (!value.Store_Name) errors.push(STORE_EDIT_MESSAGES.nameRequired);
  if (!(STORE_TYPES as readonly string[]).includes(value.Store_Type))
    errors.push(STORE_EDIT_MESSAGES.typeInvalid);
  if (!value.City) errors.push(STORE_EDIT_MESSAGES.cityRequired);
  if (!/^[A-Z]{2}$/.test(value.State)) errors.push(STORE_EDIT_MESSAGES.stateInvalid);
  if (!/^\d{5}$/.test(value.Zip_Code)) errors.push(STORE_EDIT_MESSAGES.zipInvalid);
  if (!Number.isFinite(value.Latitude) || value.Latitude < -90 || value.Latitude > 90)
    errors.push(STORE_EDIT_MESSAGES.latitudeInvalid);
  if (!Number.isFinite(value.Longitude) || value.Longitude < -180 || value.Longitude > 180)
    errors.push(STORE_EDIT_MESSAGES.longitudeInvalid);
  return { value, errors };
}
