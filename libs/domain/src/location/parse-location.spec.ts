import { isPartialZip, isValidZip, parseLocation, sanitizeZipInput } from './parse-location';

describe('parseLocation', () => {
  it('reads exactly 5 digits as a ZIP', () => {
    expect(parseLocation(' 30303 ')).toEqual({ kind: 'zip', zip: '30303', text: '30303' });
    expect(parseLocation('3030').kind).toBe('text');
    expect(parseLocation('303031').kind).toBe('text');
  });

  it('reads "City, ST" as city and state', () => {
    expect(parseLocation('savannah, ga')).toEqual({
      kind: 'city-state',
      city: 'Savannah',
      state: 'GA',
      text: 'savannah, ga',
    });
    expect(parseLocation('San  Jose,CA')).toMatchObject({
      kind: 'city-state',
      city: 'San Jose',
      state: 'CA',
    });
  });

  it('knows the city keywords of product rule Cities without a state', () => {
    expect(parseLocation('Los Angeles')).toEqual({
      kind: 'city',
      city: 'Los Angeles',
      text: 'Los Angeles',
    });
    expect(parseLocation('fresno')).toMatchObject({ kind: 'city', city: 'Fresno' });
  });

  it('leaves anything else as free text to geocode, and cleans it', () => {
    expect(parseLocation('  Peachtree   St <b> ')).toEqual({
      kind: 'text',
      text: 'Peachtree St b',
    });
    expect(parseLocation('   ')).toEqual({ kind: 'empty', text: '' });
  });
});

describe('ZIP input', () => {
  it('strips non-digits and caps at 5 characters', () => {
    expect(sanitizeZipInput('30a3-03 9')).toBe('30303');
    expect(sanitizeZipInput('abc')).toBe('');
  });

  it('is valid only with exactly 5 digits', () => {
    expect(isValidZip('30303')).toBe(true);
    expect(isValidZip('3030')).toBe(false);
    expect(isValidZip('3030a')).toBe(false);
  });

  it('takes digits that are not 5 of them for a ZIP being typed, not a place', () => {
    expect(isPartialZip('303')).toBe(true);
    expect(isPartialZip(' 3030 ')).toBe(true);
    expect(isPartialZip('303031')).toBe(true);
    expect(isPartialZip('30303')).toBe(false);
    expect(isPartialZip('Atlanta, GA')).toBe(false);
    expect(isPartialZip('')).toBe(false);
  });
});
