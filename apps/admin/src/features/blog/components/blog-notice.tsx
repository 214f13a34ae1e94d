import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

export interface Notice {
  title: string;
  message?: string;
  severity: 'success' | 'error';
}

const NoticeContext = createContext<(notice: Notice) => void>(() => undefined);

/** The blog manager's toasts: a success, or a destructive one titled 'Error' with the server's message. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback((next: Notice) => setNotice(next), []);
  return (
    <NoticeContext.Provider value={show}>
      {children}
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {notice ? (
          <Alert
            severity={notice.severity}
            variant="filled"
            onClose={() => setNotice(null)}
            role={notice.severity === 'error' ? 'alert' : 'status'}
          >
            <AlertTitle>{notice.title}</AlertTitle>
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NoticeContext.Provider>
  );
}

export function useNotice() {
  return useContext(NoticeContext);
}
