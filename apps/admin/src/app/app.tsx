import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter, Link as RouterLink, Route, Routes } from 'react-router';
import { ErrorBoundary, NotFoundPage, theme } from '@snap/ui';
import { AdminSessionProvider, useAdminSession } from '../features/auth/admin-session';
import { ADMIN_SIGN_IN_MESSAGES, AdminSignIn } from '../features/auth/components/admin-sign-in';
import { AdminSecondFactorSetup } from '../features/auth/components/admin-second-factor-setup';
import { HealthDashboard } from '../features/health/components/health-dashboard';
import { ModerationPage } from '../features/moderation/components/moderation-page';
import { BlogManagerPage } from '../features/blog/components/blog-manager-page';
import { RolesPage } from '../features/roles/components/roles-page';
import { AuditPage } from '../features/audit/components/audit-page';
import { CatalogPage } from '../features/catalog/components/catalog-page';
import { BudgetPage } from '../features/budget/components/budget-page';
import { AnalyticsPage } from '../features/analytics/components/analytics-page';
import { ProgramsPage } from '../features/programs/components/programs-page';
import { EbtHelpPage } from '../features/ebt-help/components/ebt-help-page';
import { StateRulesPage } from '../features/state-rules/components/state-rules-page';

const queryClient = new QueryClient();

/** A signed-in member without a staff role is told so, not shown the sign-in form again (the top bar's
 * Sign out lets them use another account). */
function NoBackOfficeAccess() {
  return (
    <Alert severity="warning">
      {`${ADMIN_SIGN_IN_MESSAGES.notAdmin} Sign out to use another account.`}
    </Alert>
  );
}

/** The health page and Moderation need a signed-in admin or moderator; the server checks every call
 * again. */
function RequireStaff({ children }: { children: ReactNode }) {
  const { status, user } = useAdminSession();
  if (status === 'loading') return <CircularProgress aria-label="Loading" />;
  if (!user) return <AdminSignIn />;
  if (user.secondFactorRequired) return <AdminSecondFactorSetup />;
  if (!user.isAdmin && !user.isModerator) return <NoBackOfficeAccess />;
  return <>{children}</>;
}

/** Admin-only screens (blog, roles, catalog, audit): anyone else is told why; the server refuses them too. */
function RequireAdmin({
  children,
  refusal = 'Only admins can use this screen.',
}: {
  children: ReactNode;
  refusal?: string;
}) {
  const { status, user } = useAdminSession();
  if (status === 'loading') return <CircularProgress aria-label="Loading" />;
  if (!user) return <AdminSignIn />;
  if (user.secondFactorRequired) return <AdminSecondFactorSetup />;
  if (!user.isAdmin) return <Alert severity="warning">{refusal}</Alert>;
  return <>{children}</>;
}

function TopBar() {
  const { user, signOut } = useAdminSession();
  return (
    <AppBar position="static" color="primary">
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
          SNAP Finder Back-office
        </Typography>
        <Box
          component="nav"
          aria-label="Back-office"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          <Button color="inherit" component={RouterLink} to="/">
            Health
          </Button>
          <Button color="inherit" component={RouterLink} to="/moderation">
            Moderation
          </Button>
          <Button color="inherit" component={RouterLink} to="/blog">
            Blog
          </Button>
          {user?.isAdmin && (
            <Button color="inherit" component={RouterLink} to="/roles">
              Roles
            </Button>
          )}
          {user?.isAdmin && (
            <Button color="inherit" component={RouterLink} to="/ebt-help">
              EBT help
            </Button>
          )}
          {user?.isAdmin && (
            <Button color="inherit" component={RouterLink} to="/state-rules">
              Rules &amp; notices
            </Button>
          )}
          {user?.isAdmin && (
            <Button color="inherit" component={RouterLink} to="/catalog">
              Catalog
            </Button>
          )}
          {user?.isModerator && (
            <Button color="inherit" component={RouterLink} to="/budget">
              Budget
            </Button>
          )}
          {user?.isAdmin && (
            <Button color="inherit" component={RouterLink} to="/programs">
              Programs
            </Button>
          )}
          {user?.isAdmin && (
            <Button color="inherit" component={RouterLink} to="/analytics">
              Analytics
            </Button>
          )}
          {user?.isAdmin && (
            <Button color="inherit" component={RouterLink} to="/audit">
              Audit
            </Button>
          )}
          {user && (
            <Button color="inherit" onClick={() => void signOut()}>
              Sign Out
            </Button>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
}

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AdminSessionProvider>
          <BrowserRouter basename="/admin">
            <TopBar />
            <Container component="main" sx={{ py: 3 }}>
              <ErrorBoundary>
                <Routes>
                  <Route
                    index
                    element={
                      <RequireStaff>
                        <HealthDashboard />
                      </RequireStaff>
                    }
                  />
                  <Route
                    path="moderation"
                    element={
                      <RequireStaff>
                        <ModerationPage />
                      </RequireStaff>
                    }
                  />
                  <Route
                    path="blog/*"
                    element={
                      <RequireAdmin refusal="Only admins can manage the blog.">
                        <BlogManagerPage />
                      </RequireAdmin>
                    }
                  />
                  <Route
                    path="roles"
                    element={
                      <RequireAdmin>
                        <RolesPage />
                      </RequireAdmin>
                    }
                  />
                  <Route
                    path="ebt-help"
                    element={
                      <RequireAdmin refusal="Only admins can change the help pages.">
                        <EbtHelpPage />
                      </RequireAdmin>
                    }
                  />
                  <Route
                    path="state-rules"
                    element={
                      <RequireAdmin refusal="Only admins can change purchase rules and notices.">
                        <StateRulesPage />
                      </RequireAdmin>
                    }
                  />
                  <Route
                    path="catalog"
                    element={
                      <RequireAdmin>
                        <CatalogPage />
                      </RequireAdmin>
                    }
                  />
                  <Route
                    path="budget"
                    element={
                      <RequireStaff>
                        <BudgetPage />
                      </RequireStaff>
                    }
                  />
                  <Route
                    path="programs"
                    element={
                      <RequireAdmin refusal="Only admins can edit program texts.">
                        <ProgramsPage />
                      </RequireAdmin>
                    }
                  />
                  <Route
                    path="analytics"
                    element={
                      <RequireAdmin>
                        <AnalyticsPage />
                      </RequireAdmin>
                    }
                  />
                  <Route
                    path="audit"
                    element={
                      <RequireAdmin>
                        <AuditPage />
                      </RequireAdmin>
                    }
                  />
                  <Route path="*" element={<NotFoundPage homeHref="/admin/" />} />
                </Routes>
              </ErrorBoundary>
            </Container>
          </BrowserRouter>
        </AdminSessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
