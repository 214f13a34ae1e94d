import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** Marks the document once the app runs it (the server's HTML hydrated, or a first render): before
 * that, links and forms work as plain HTML and the rest waits. Browser tests wait for it before using
 * what needs scripts. */
function RunningMark() {
  useEffect(() => {
    document.documentElement.dataset['app'] = 'running';
  }, []);
  return null;
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
      <RunningMark />
    </AppProvider>
  );
}
