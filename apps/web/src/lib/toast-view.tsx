import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useEffect, useRef } from 'react';
import { TOAST_LIMITS, type ToastItem } from './toast-item';

export default function ToastView({
  toast,
  onDismiss,
}: {
  toast: ToastItem;
  onDismiss: (id: number) => void;
}) {
  const startX = useRef<number | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);
  return (
    <Alert
      role={toast.variant === 'error' ? 'alert' : 'status'}
      severity={toast.variant}
      variant="filled"
      onClose={() => onDismiss(toast.id)}
      onPointerDown={(event) => (startX.current = event.clientX)}
      onPointerUp={(event) => {
        if (
          startX.current !== null &&
          Math.abs(event.clientX - startX.current) > TOAST_LIMITS.swipeThresholdPx
        )
          onDismiss(toast.id);
        startX.current = null;
      }}
      sx={{ pointerEvents: 'auto', boxShadow: 3 }}
    >
      {toast.description ? <AlertTitle>{toast.title}</AlertTitle> : toast.title}
      {toast.description}
    </Alert>
  );
}
