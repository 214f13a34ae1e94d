import { t } from '@lingui/core/macro';
import Box from '@mui/material/Box';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import { FIRST_TOAST_LIMITS, TOAST_LIMITS, type ToastInput, type ToastItem } from './toast-item';

// Alert and its icons load with the first toast, not with the page.
const ToastView = lazy(() => import('./toast-view'));

export {
  FIRST_TOAST_LIMITS,
  TOAST_LIMITS,
  type ToastInput,
  type ToastItem,
  type ToastSystem,
  type ToastVariant,
} from './toast-item';

type ShowToast = (toast: ToastInput | string) => void;

const ToastContext = createContext<ShowToast | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const region = useRef<HTMLDivElement>(null);

  const dismiss = useCallback(
    (id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)),
    [],
  );

  const show = useCallback<ShowToast>((input) => {
    const toast = typeof input === 'string' ? { title: input } : input;
    const system = toast.system ?? 'second';
    const item: ToastItem = {
      id: nextId.current++,
      title: toast.title,
      description: toast.description,
      variant: toast.variant ?? 'success',
      system,
      durationMs:
        toast.durationMs ??
        (system === 'first'
          ? FIRST_TOAST_LIMITS.defaultDurationMs
          : TOAST_LIMITS.defaultDurationMs),
    };
    setToasts((all) => {
      // Newest first; the first system keeps only its newest, the second drops the oldest beyond three.
      const first = all.filter((t) => t.system === 'first');
      const second = all.filter((t) => t.system === 'second');
      if (system === 'first') return [item, ...second];
      return [...first, item, ...second].slice(0, first.length + TOAST_LIMITS.maxVisible);
    });
  }, []);

  // Alt+T moves focus to the notifications, the toast hotkey of product rule "Toasts".
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.key.toLowerCase() === 't') region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <Box
        ref={region}
        tabIndex={-1}
        role="region"
        aria-label={t`Notifications (Alt+T)`}
        sx={{
          position: 'fixed',
          zIndex: (theme) => theme.zIndex.snackbar,
          bottom: { xs: 64, md: 24 },
          right: { xs: 8, md: 24 },
          left: { xs: 8, md: 'auto' },
          width: { md: TOAST_LIMITS.widthPx },
          display: 'flex',
          flexDirection: 'column',
          gap: `${TOAST_LIMITS.gapPx}px`,
          pointerEvents: 'none',
          outline: 'none',
        }}
      >
        {toasts.length > 0 && (
          <Suspense fallback={null}>
            {toasts.map((toast) => (
              <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
          </Suspense>
        )}
      </Box>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
