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

  it("recognizes the same store across USDA's 2020 panel and its 2026 list, whose names drift", () => {
    const at = (name: string, street: string, lat: number, lng: number, zip: string) =>
      row(name, street, lat, lng, zip);
    // Store number added, chain word 'Store' kept: 'Jet Food Store 61' was 'Jet Food Store'.
    expect(
      isSameStore(
        at('Jet Food Store 61', '1740 N Columbia St', 33.10146, -83.248177, '31061'),
        at('Jet Food Store', '1740 N Columbia St', 33.10146, -83.24818, '31061'),
      ),
    ).toBe(true);
    // USDA prefixed the chain's own number: Aldi 76009 is Aldi 9.
    expect(
      isSameStore(
        at('Aldi 76009 76009', '1980 N Columbia St', 33.107891, -83.253807, '31061'),
        at('Aldi 9', '1980 N Columbia St', 33.10789, -83.25381, '31061'),
      ),
    ).toBe(true);
    // Words added after the name, at the very same address.
    expect(
      isSameStore(
        at('Short Stop', '816 E Sultana Dr', 31.724392, -83.244347, '31750'),
        at('Short Stop Minit Mart', '816 E Sultana Dr', 31.72395, -83.24447, '31750'),
      ),
    ).toBe(true);
    // The same first two words at the same address, the rest reworded.
    expect(
      isSameStore(
        at('Walton Food Market', '64 Walton St NW', 33.75628, -84.39065, '30303'),
        at('Walton Food Mart', '64 Walton St NW', 33.7563, -84.3907, '30303'),
      ),
    ).toBe(true);
    // Another brand at the same gas station is another business.
    expect(
      isSameStore(
        at('Racetrac', '120 Piedmont Ave NE', 33.7, -84.38, '30303'),
        at('BP Food Mart', '120 Piedmont Ave NE', 33.7, -84.38, '30303'),
      ),
    ).toBe(false);
    // Words added, but next door: two businesses.
    expect(
      isSameStore(
        at('Family Dollar', '100 Main St', 33.7, -84.4, '30303'),
        at('Family Dollar Tree', '104 Main St', 33.7001, -84.4, '30303'),
      ),
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
