import { Gazetteer } from './gazetteer';

// 33.749,-84.388 is downtown Atlanta's centre point, shared by nine post-office and single-building ZIPs.
const DOWNTOWN_ATLANTA = { lat: 33.749, lng: -84.388 };
const SHARED_CENTRE_ZIPS = ['30302', '30321', '30343', '30353', '30358', '30370', '30374', '30392'];

describe('Gazetteer.reverse: the ZIP a person would name for a position', () => {
  const gazetteer = new Gazetteer();

  it('prefers the nearest ZIP the caller knows people shop in, and keeps the asked position', () => {
    expect(
      gazetteer.reverse(DOWNTOWN_ATLANTA.lat, DOWNTOWN_ATLANTA.lng, new Set(['30303', '30313'])),
    ).toMatchObject({ zip: '30303', city: 'Atlanta', state: 'GA', ...DOWNTOWN_ATLANTA });
  });

  it("without such ZIPs, never names a ZIP that sits on its city's shared centre point", () => {
    const place = gazetteer.reverse(DOWNTOWN_ATLANTA.lat, DOWNTOWN_ATLANTA.lng);
    expect(place?.city).toBe('Atlanta');
    expect(SHARED_CENTRE_ZIPS).not.toContain(place?.zip);
  });

  it('names the nearest ZIP where it is residential', () => {
    const centre = gazetteer.zip('60601');
    expect(centre).not.toBeNull();
    expect(gazetteer.reverse(centre!.lat, centre!.lng)?.zip).toBe('60601');
  });

  it('still names a ZIP far from any other (the nearest of all)', () => {
    const place = gazetteer.reverse(64.8378, -147.7164);
    expect(place?.state).toBe('AK');
    expect(place?.zip).toMatch(/^\d{5}$/);
  });
});
