import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}
