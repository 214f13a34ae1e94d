import CssBaseline from '@mui/material/CssBaseline';
// The theme has no CSS variables: Material's ThemeProvider would render the plain system provider
// anyway, but also ships its CSS-variables provider and color-scheme script in the first download.
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { createTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary, theme } from '@snap/ui';
import { AuthProvider } from '../lib/auth';
import { currentMuiLocale, i18n } from '../lib/i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { ToastProvider } from '../lib/toast';
import { errorScreenTexts } from '../components/feedback/error-screen-texts';
import { StoreCardStyles } from '../components/store-card/store-card-styles';

export function AppProvider({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // MUI's own texts (pagination, breadcrumbs, close buttons) in the page's language.
  const [localTheme] = useState(() => {
    const locale = currentMuiLocale();
    return locale ? createTheme(theme, locale) : theme;
  });
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={localTheme}>
        <CssBaseline />
        <StoreCardStyles />
        <ErrorBoundary texts={errorScreenTexts}>
          <QueryClientProvider client={client}>
            <AuthProvider>
              <ToastProvider>{children}</ToastProvider>
            </AuthProvider>
          </QueryClientProvider>
        </ErrorBoundary>
      </ThemeProvider>
    </I18nProvider>
  );
}
