import { useCallback, useEffect, useState } from 'react';
import { requestCurrentPosition, type GeolocationState } from '../lib/geolocation';

/** The device position, asked on mount (and again on retry): loading, then success or error. */
export function useGeolocation(): { state: GeolocationState; retry: () => void } {
  const [state, setState] = useState<GeolocationState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(
    () =>
      requestCurrentPosition(
        typeof navigator === 'undefined' ? undefined : navigator.geolocation,
        setState,
      ),
    [attempt],
  );
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
