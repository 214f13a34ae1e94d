import { useEffect, useState } from 'react';

/** Applies `value` once it has been still for `delayMs`; the setter applies a value at once (Enter, a chip). */
export function useAppliedValue(value: string, delayMs: number): [string, (next: string) => void] {
  const [applied, setApplied] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setApplied(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return [applied, setApplied];
}
