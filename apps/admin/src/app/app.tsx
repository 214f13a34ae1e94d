import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ErrorBoundary, NotFoundPage, theme } from '@snap/ui';
import { HealthDashboard } from '../features/health/components/health-dashboard';

const queryClient = new QueryClient();

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename="/admin">
          <AppBar position="static" color="primary">
            <Toolbar>
              <Typography variant="h6" component="p">
                SNAP Finder Back-office
              </Typography>
            </Toolbar>
          </AppBar>
          <Container component="main" sx={{ py: 3 }}>
            <ErrorBoundary>
              <Routes>
                <Route index element={<HealthDashboard />} />
                <Route path="*" element={<NotFoundPage homeHref="/admin/" />} />
              </Routes>
            </ErrorBoundary>
          </Container>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
