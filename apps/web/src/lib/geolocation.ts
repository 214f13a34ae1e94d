import { t } from '@lingui/core/macro';

/** Browser geolocation with the options, messages and 15 s overall timeout of product rule "Geolocation". */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};
export const GEOLOCATION_OVERALL_TIMEOUT_MS = 15_000;

// Read when a position fails, so in the page's language.
export const GEOLOCATION_MESSAGES = {
  get denied() {
    return t`Location access denied or limited. Please allow "While Using the App" in Settings.`;
  },
  get unavailable() {
    return t`Location information is unavailable.`;
  },
  get timeout() {
    return t`Location request timed out.`;
  },
  get unknown() {
    return t`Unable to retrieve your location.`;
  },
  get unsupported() {
    return t`Geolocation is not supported by this browser.`;
  },
  get overallTimeout() {
    return t`Location request timed out. Please enable location access (While Using the App) and try again.`;
  },
};

export interface Coordinates {
  lat: number;
  lng: number;
}

export type GeolocationState =
  | { status: 'loading' }
  | { status: 'success'; coords: Coordinates }
  | { status: 'error'; code: number | 'unsupported' | 'overall-timeout'; message: string };

// The last position the device gave in this tab: store clicks carry it for trending.
let lastKnown: Coordinates | null = null;

export function lastKnownPosition(): Coordinates | null {
  return lastKnown;
}

export function messageForPositionError(code: number): string {
  switch (code) {
    case 1:
      return GEOLOCATION_MESSAGES.denied;
    case 2:
      return GEOLOCATION_MESSAGES.unavailable;
    case 3:
      return GEOLOCATION_MESSAGES.timeout;
    default:
      return GEOLOCATION_MESSAGES.unknown;
  }
}

/** Asks once for the position and reports exactly one final state; the returned function cancels. */
export function requestCurrentPosition(
  geolocation: Geolocation | undefined,
  onResult: (state: GeolocationState) => void,
): () => void {
  if (!geolocation) {
    onResult({ status: 'error', code: 'unsupported', message: GEOLOCATION_MESSAGES.unsupported });
    return () => undefined;
  }
  let settled = false;
  const settle = (state: GeolocationState) => {
    if (settled) return;
    settled = true;
    window.clearTimeout(overall);
    onResult(state);
  };
  // Some browsers never answer when the permission prompt is ignored; the overall timeout ends the wait.
  const overall = window.setTimeout(
    () =>
      settle({
        status: 'error',
        code: 'overall-timeout',
        message: GEOLOCATION_MESSAGES.overallTimeout,
      }),
    GEOLOCATION_OVERALL_TIMEOUT_MS,
  );
  try {
    geolocation.getCurrentPosition(
      (position) => {
        lastKnown = { lat: position.coords.latitude, lng: position.coords.longitude };
        settle({ status: 'success', coords: lastKnown });
      },
      (error) =>
        settle({ status: 'error', code: error.code, message: messageForPositionError(error.code) }),
      GEOLOCATION_OPTIONS,
    );
  } catch {
    settle({ status: 'error', code: 0, message: GEOLOCATION_MESSAGES.unknown });
  }
  return () => {
    settled = true;
    window.clearTimeout(overall);
  };
}

let early: Promise<GeolocationState | null> | null = null;

/** At boot on a page that shows nearby stores: when the position can be read without a prompt (the
 * permission is already granted), ask now, while the page's code still downloads, rather than after its
 * first render. The first useGeolocation takes the answer (takeEarlyPosition). Never prompts. */
export function askPositionEarly(
  geolocation: Geolocation | undefined,
  permissions: Permissions | undefined,
): Promise<GeolocationState | null> | null {
  if (!geolocation || !permissions?.query) return null;
  early = permissions.query({ name: 'geolocation' }).then(
    (status) =>
      status.state === 'granted'
        ? new Promise<GeolocationState>((resolve) => {
            requestCurrentPosition(geolocation, resolve);
          })
        : null,
    () => null,
  );
  return early;
}

/** The early answer, to one taker only; null when none was asked, or the permission was not granted. */
export function takeEarlyPosition(): Promise<GeolocationState | null> | null {
  const taken = early;
  early = null;
  return taken;
}
