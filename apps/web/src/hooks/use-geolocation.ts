import { useCallback, useEffect, useState } from 'react';
import {
  requestCurrentPosition,
  takeEarlyPosition,
  type GeolocationState,
} from '../lib/geolocation';

/** The device position, asked on mount (and again on retry): loading, then success or error. The first
 * ask takes the answer the page asked for at boot when there is one (askPositionEarly). */
export function useGeolocation(): { state: GeolocationState; retry: () => void } {
  const [state, setState] = useState<GeolocationState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    const early = attempt === 0 ? takeEarlyPosition() : null;
    if (!early) return requestCurrentPosition(geolocation, setState);
    let active = true;
    let cancel: (() => void) | undefined;
    void early.then((answer) => {
      if (!active) return;
      if (answer) setState(answer);
      else cancel = requestCurrentPosition(geolocation, setState);
    });
    return () => {
      active = false;
      cancel?.();
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
