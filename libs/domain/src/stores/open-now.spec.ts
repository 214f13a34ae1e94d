import { isOpenAt, openNow, storeTimeZone } from './open-now';

const week = (day: { open: string; close: string; closed?: boolean }) =>
  Object.fromEntries(
    ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
      d,
      { closed: false, ...day },
    ]),
  );

const ATLANTA = { Latitude: 33.749, Longitude: -84.388 };
const LOS_ANGELES = { Latitude: 34.0522, Longitude: -118.2437 };
const HONOLULU = { Latitude: 21.3069, Longitude: -157.8583 };

describe('open now in the store own time zone', () => {
  it('finds the zone from coordinates offline', () => {
    expect(storeTimeZone(ATLANTA.Latitude, ATLANTA.Longitude)).toBe('America/New_York');
    expect(storeTimeZone(LOS_ANGELES.Latitude, LOS_ANGELES.Longitude)).toBe('America/Los_Angeles');
    expect(storeTimeZone(Number.NaN, 0)).toBeNull();
  });

  it('gives different answers for the same instant in different zones', () => {
    const hours = week({ open: '09:00', close: '17:00' });
    // 2026-06-10 14:00 UTC = 10:00 in Atlanta (EDT), 07:00 in Los Angeles (PDT), 04:00 in Honolulu.
    const now = new Date('2026-06-10T14:00:00Z');
    expect(openNow({ ...ATLANTA, weeklyHours: hours }, now)).toBe(true);
    expect(openNow({ ...LOS_ANGELES, weeklyHours: hours }, now)).toBe(false);
    expect(openNow({ ...HONOLULU, weeklyHours: hours }, now)).toBe(false);
  });

  it('keeps a store open past midnight from the day before, and closes it at its closing time', () => {
    const hours = {
      ...week({ open: '09:00', close: '17:00' }),
      Friday: { open: '18:00', close: '02:00', closed: false },
      Saturday: { open: '00:00', close: '00:00', closed: true },
    };
    // Saturday 2026-06-13 01:30 in New York = 05:30 UTC: Friday's hours still run.
    expect(isOpenAt(hours, 'America/New_York', new Date('2026-06-13T05:30:00Z'))).toBe(true);
    // Saturday 02:00 sharp: closed (the close is exclusive), and Saturday itself is closed.
    expect(isOpenAt(hours, 'America/New_York', new Date('2026-06-13T06:00:00Z'))).toBe(false);
    // Friday 23:59: open.
    expect(isOpenAt(hours, 'America/New_York', new Date('2026-06-13T03:59:00Z'))).toBe(true);
    // Friday 17:30: between the day's windows, closed.
    expect(isOpenAt(hours, 'America/New_York', new Date('2026-06-12T21:30:00Z'))).toBe(false);
  });

  it('treats equal open and close times as open all day, and a 00:00 opening at midnight', () => {
    expect(
      isOpenAt(
        week({ open: '00:00', close: '00:00' }),
        'America/New_York',
        new Date('2026-06-10T04:00:00Z'),
      ),
    ).toBe(true);
    expect(
      isOpenAt(
        week({ open: '00:00', close: '08:00' }),
        'America/New_York',
        new Date('2026-06-10T04:00:00Z'),
      ),
    ).toBe(true);
  });

  it('follows daylight saving time: the same UTC instant is 07:30 before the switch and 08:30 after', () => {
    const hours = week({ open: '08:00', close: '17:00' });
    // 12:30 UTC: Saturday 2026-03-07 is EST (07:30, closed); Monday 2026-03-09 is EDT (08:30, open).
    expect(isOpenAt(hours, 'America/New_York', new Date('2026-03-07T12:30:00Z'))).toBe(false);
    expect(isOpenAt(hours, 'America/New_York', new Date('2026-03-09T12:30:00Z'))).toBe(true);
    // Fall back (2026-11-01): 16:59 local EST is 21:59 UTC, open; 17:00 EST closed.
    expect(isOpenAt(hours, 'America/New_York', new Date('2026-11-01T21:59:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'America/New_York', new Date('2026-11-01T22:00:00Z'))).toBe(false);
  });

  it('prefers provider hours over community hours and says nothing without hours', () => {
    const now = new Date('2026-06-10T14:00:00Z');
    const community = week({ open: '12:00', close: '13:00' });
    expect(openNow({ ...ATLANTA, weeklyHours: community }, now)).toBe(false);
    expect(
      openNow(
        {
          ...ATLANTA,
          weeklyHours: community,
          provider: { weeklyHours: week({ open: '06:00', close: '22:00' }) },
        },
        now,
      ),
    ).toBe(true);
    expect(
      openNow({ ...ATLANTA, weeklyHours: community, provider: { weeklyHours: null } }, now),
    ).toBe(false);
    expect(openNow({ ...ATLANTA, weeklyHours: null }, now)).toBeNull();
  });

  it('ignores unreadable hours instead of failing', () => {
    const now = new Date('2026-06-10T14:00:00Z');
    expect(
      isOpenAt(
        { Wednesday: { open: 'nine', close: '17:00', closed: false } } as never,
        'America/New_York',
        now,
      ),
    ).toBeNull();
    expect(isOpenAt('not hours' as never, 'America/New_York', now)).toBeNull();
  });
});
