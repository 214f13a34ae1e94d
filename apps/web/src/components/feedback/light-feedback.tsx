import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A CSS spinner: no progress component in the first download. */
export function Spinner({ size = 24, className }: { size?: number; className?: string }) {
  return (
    <Box
      aria-hidden
      className={className}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        border: 3,
        borderColor: 'grey.300',
        borderTopColor: 'primary.main',
        animation: 'spin 0.8s linear infinite',
        '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
      }}
    />
  );
}

/** A plain message box for the first screens (MUI's Alert and its icons load later). */
export function Notice({
  severity,
  children,
}: {
  severity: 'info' | 'error';
  children: ReactNode;
}) {
  return (
    <Box
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{
        p: 1.5,
        my: 1,
        borderRadius: 1,
        borderLeft: 4,
        borderColor: severity === 'error' ? 'error.main' : 'secondary.main',
        bgcolor: 'background.paper',
      }}
    >
      {children}
    </Box>
  );
}
