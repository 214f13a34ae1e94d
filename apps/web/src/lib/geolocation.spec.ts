import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askPositionEarly,
  GEOLOCATION_OPTIONS,
  requestCurrentPosition,
  takeEarlyPosition,
  type GeolocationState,
} from './geolocation';

type Success = PositionCallback;
type Failure = PositionErrorCallback;

/** A device whose answer the test controls (the browser API is the boundary, not the code under test). */
function device() {
  const calls: Array<{ ok: Success; fail: Failure; options?: PositionOptions }> = [];
  const geolocation = {
    getCurrentPosition: (ok: Success, fail: Failure, options?: PositionOptions) =>
      calls.push({ ok, fail, options }),
  } as unknown as Geolocation;
  return { geolocation, calls };
}

const positionError = (code: number) =>
  ({
    code,
    message: 'x',
    PERMISSION_DENIED: 1,
    POSITION_UNAVAILABLE: 2,
    TIMEOUT: 3,
  }) as GeolocationPositionError;

describe('geolocation state machine', () => {
  afterEach(() => vi.useRealTimers());

  it('asks with high accuracy, a 10 s timeout and a 5 minute maximum age, and reports coordinates', () => {
    const { geolocation, calls } = device();
    const states: GeolocationState[] = [];
    requestCurrentPosition(geolocation, (state) => states.push(state));
    expect(calls[0].options).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });
    expect(GEOLOCATION_OPTIONS).toBe(calls[0].options);
    calls[0].ok({ coords: { latitude: 33.749, longitude: -84.388 } } as GeolocationPosition);
    expect(states).toEqual([{ status: 'success', coords: { lat: 33.749, lng: -84.388 } }]);
  });

  it.each([
    [1, 'Location access denied or limited. Please allow "While Using the App" in Settings.'],
    [2, 'Location information is unavailable.'],
    [3, 'Location request timed out.'],
    [9, 'Unable to retrieve your location.'],
  ])('error code %i says the message of product rule Geolocation', (code, message) => {
    const { geolocation, calls } = device();
    const states: GeolocationState[] = [];
    requestCurrentPosition(geolocation, (state) => states.push(state));
    calls[0].fail(positionError(code));
    expect(states).toEqual([{ status: 'error', code, message }]);
  });

  it('says the browser has no support when there is no geolocation', () => {
    const states: GeolocationState[] = [];
    requestCurrentPosition(undefined, (state) => states.push(state));
    expect(states[0]).toMatchObject({
      status: 'error',
      message: 'Geolocation is not supported by this browser.',
    });
  });

  it('gives up after 15 s overall and ignores a late answer', () => {
    vi.useFakeTimers();
    const { geolocation, calls } = device();
    const states: GeolocationState[] = [];
    requestCurrentPosition(geolocation, (state) => states.push(state));
    vi.advanceTimersByTime(14_999);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([
      {
        status: 'error',
        code: 'overall-timeout',
        message:
          'Location request timed out. Please enable location access (While Using the App) and try again.',
      },
    ]);
    calls[0].ok({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition);
    expect(states).toHaveLength(1);
  });
});

describe('asking for the position at boot', () => {
  const permissions = (state: PermissionState) =>
    ({ query: async () => ({ state }) }) as unknown as Permissions;

  it('asks at once when the permission is already granted, and gives the answer to one taker', async () => {
    const { geolocation, calls } = device();
    askPositionEarly(geolocation, permissions('granted'));
    const early = takeEarlyPosition();
    expect(takeEarlyPosition()).toBeNull();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0].ok({ coords: { latitude: 40.7, longitude: -74 } } as GeolocationPosition);
    await expect(early).resolves.toEqual({ status: 'success', coords: { lat: 40.7, lng: -74 } });
  });

  it('never prompts: without a granted permission nothing is asked and the page asks as before', async () => {
    for (const state of ['prompt', 'denied'] as const) {
      const { geolocation, calls } = device();
      askPositionEarly(geolocation, permissions(state));
      await expect(takeEarlyPosition()).resolves.toBeNull();
      expect(calls).toHaveLength(0);
    }
    const { geolocation } = device();
    askPositionEarly(geolocation, undefined);
    expect(takeEarlyPosition()).toBeNull();
  });
});
