import {
  isSameStore,
  mergeSameStores,
  storeNameParts,
  storeTypeFromName,
  streetParts,
} from './same-store';

const row = (
  Store_Name: string,
  Store_Street_Address: string,
  lat = 33.7533,
  lng = -84.39201,
  Zip_Code = '30303',
) => ({
  Store_Name,
  Store_Street_Address,
  Zip_Code,
  Latitude: lat,
  Longitude: lng,
});

describe('telling one store from two', () => {
  it('sets store numbers and house numbers apart', () => {
    expect(storeNameParts('CVS Pharmacy #4592')).toEqual({ chain: 'cvs pharmacy', number: '4592' });
    expect(storeNameParts('Kroger Store 620')).toEqual({ chain: 'kroger', number: '620' });
    expect(storeNameParts('7 To 7 News Stand')).toEqual({
      chain: '7 to 7 news stand',
      number: null,
    });
    expect(streetParts('12J Broad St SW')).toEqual({ house: '12', street: 'broad st sw' });
    expect(streetParts('0 Broad Street Southwest')).toEqual({ house: null, street: 'broad st sw' });
  });

  it('merges a store re-listed without its number, without a house number, or at the same point', () => {
    const numbered = row('CVS Pharmacy 4592', '12J Broad St SW');
    expect(isSameStore(numbered, row('CVS Pharmacy', '12J Broad St SW'))).toBe(true);
    expect(isSameStore(numbered, row('CVS Pharmacy 4592', '0 Broad St SW'))).toBe(true);
    // Same street and house number, geocoded 300 m apart.
    expect(isSameStore(numbered, row('CVS PHARMACY', '12 Broad Street SW', 33.756, -84.392))).toBe(
      true,
    );
  });

  it('keeps different stores apart: other numbers, other chains, other ZIPs, other places', () => {
    const numbered = row('CVS Pharmacy 4592', '12J Broad St SW');
    expect(isSameStore(numbered, row('CVS Pharmacy 2757', '12J Broad St SW'))).toBe(false);
    expect(isSameStore(numbered, row('Walgreens', '12J Broad St SW'))).toBe(false);
    expect(
      isSameStore(numbered, row('CVS Pharmacy', '12J Broad St SW', 33.7533, -84.39201, '30313')),
    ).toBe(false);
    expect(
      isSameStore(numbered, row('CVS Pharmacy', '133 Peachtree Street', 33.75723, -84.38784)),
    ).toBe(false);
  });

  it('keeps the row with a house number and a store number, and merges the rest into it', () => {
    const groups = mergeSameStores([
      row('CVS Pharmacy 4592', '0 Broad St SW'),
      row('CVS Pharmacy', '12J Broad St SW'),
      row('CVS Pharmacy 4592', '12J Broad St SW'),
      row('Dixie News', '13 Decatur St SE', 33.75399, -84.38933),
    ]);
    expect(groups).toHaveLength(2);
    const cvs = groups.find((group) => group.kept.Store_Name.startsWith('CVS'));
    expect(cvs?.kept).toMatchObject({
      Store_Name: 'CVS Pharmacy 4592',
      Store_Street_Address: '12J Broad St SW',
    });
    expect(cvs?.merged).toHaveLength(2);
  });

  it('gives files without a type column a type from the name', () => {
    expect(storeTypeFromName('Walmart SUPERCENTER 5275')).toBe('Supercenter');
    expect(storeTypeFromName('KROGER 461')).toBe('Supermarket');
    expect(storeTypeFromName('Racetrac 120')).toBe('Gas Station');
    expect(storeTypeFromName('Tara Food Mart')).toBe('Convenience Store');
    expect(storeTypeFromName('Boston Public Market Farmers Market')).toBe('Farmers Market');
    expect(storeTypeFromName('Sweet Auburn Grocery')).toBe('Grocery Store');
  });
});
