import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { APP_STARTED_EVENT } from '../lib/app-start';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** Says the app has adopted the page's frame (the page itself may still be adopted after it:
 * components/layouts/page-ready-mark.tsx says when). */
function StartedMark() {
  useEffect(() => {
    window.dispatchEvent(new Event(APP_STARTED_EVENT));
  }, []);
  return null;
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
      <StartedMark />
    </AppProvider>
  );
}
