// What a toast is and the limits it is shown within: the toast provider and the lazily loaded view share them.

/** The second toast system's constants (product rule "Toasts"). */
export const TOAST_LIMITS = {
  defaultDurationMs: 4_000,
  maxVisible: 3,
  widthPx: 356,
  gapPx: 14,
  swipeThresholdPx: 20,
} as const;
/** The first toast system of product rule "Toasts" (the profile-area forms): one at a time, shown 5,000 ms. */
export const FIRST_TOAST_LIMITS = { defaultDurationMs: 5_000, maxVisible: 1 } as const;

/** 'first' replaces any earlier first-system toast; 'second' (the default) stacks up to three. */
export type ToastSystem = 'first' | 'second';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
  system?: ToastSystem;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}
