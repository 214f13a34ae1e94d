import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOCATION_DEBOUNCE_MS,
  QUERY_DEBOUNCE_MS,
} from '../features/search/components/search-screen';
import { useAppliedValue } from './use-applied-value';

describe('search debounce', () => {
  afterEach(() => vi.useRealTimers());

  it('applies the typed query 300 ms after typing stops and the location after 500 ms', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value, delay }) => useAppliedValue(value, delay), {
      initialProps: { value: '', delay: QUERY_DEBOUNCE_MS },
    });
    rerender({ value: 'wal', delay: QUERY_DEBOUNCE_MS });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'walm', delay: QUERY_DEBOUNCE_MS });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe('walm');

    const location = renderHook(({ value }) => useAppliedValue(value, LOCATION_DEBOUNCE_MS), {
      initialProps: { value: '' },
    });
    location.rerender({ value: 'Atlanta, GA' });
    act(() => vi.advanceTimersByTime(499));
    expect(location.result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(location.result.current[0]).toBe('Atlanta, GA');
  });

  it('applies at once when the search is submitted', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ value }) => useAppliedValue(value, LOCATION_DEBOUNCE_MS),
      { initialProps: { value: '' } },
    );
    rerender({ value: '30303' });
    act(() => result.current[1]('30303'));
    expect(result.current[0]).toBe('30303');
  });
});
