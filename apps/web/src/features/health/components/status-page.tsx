import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Breadcrumbs } from '../../../components/layouts/breadcrumbs';
import { PageLoading } from '../../../components/layouts/app-layout';
import { APP_NEEDED_ATTRIBUTE } from '../../../lib/app-start';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { intlLocale } from '../../../lib/i18n/i18n';
import { useHealth } from '../api/get-health';

function UpDown({ status }: { status: string }) {
  const { t } = useLingui();
  return (
    <Chip
      size="small"
      label={status === 'up' ? t`Up` : t`Down`}
      color={status === 'up' ? 'success' : 'error'}
    />
  );
}

/** '12 ms' in the active language's digits. */
const latencyText = (ms: number) =>
  new Intl.NumberFormat(intlLocale(), {
    style: 'unit',
    unit: 'millisecond',
    maximumFractionDigits: 0,
  }).format(ms);

/** Live service status from the `health` query: every service up or down. */
export function StatusPage() {
  const { t } = useLingui();
  const health = useHealth();
  usePageMeta({ title: t`Service Status | SNAP/EBT Store Finder` });
  const dependencyText = (dependency: { name: string; status: string }) => {
    const { name } = dependency;
    // An optional dependency is 'off' by choice (e.g. no SMTP server configured), not down.
    if (dependency.status === 'up') return t`${name}: up`;
    return dependency.status === 'off' ? t`${name}: off` : t`${name}: down`;
  };
  return (
    <>
      <Breadcrumbs />
      {/* The status is read live by the app: the page's first script starts it at once. */}
      <span hidden {...{ [APP_NEEDED_ATTRIBUTE]: 'true' }} />
      <Typography component="h1" variant="h4" gutterBottom>
        <Trans>Service Status</Trans>
      </Typography>
      {health.isPending && <PageLoading />}
      {health.isError && (
        <Alert severity="error">
          <Trans>The status service could not be reached. Please try again.</Trans>
        </Alert>
      )}
      {health.data && (
        <>
          <Typography sx={{ mb: 2 }}>
            <Trans>
              Overall: <UpDown status={health.data.status} />
            </Trans>
          </Typography>
          <Table size="small" aria-label={t`Services`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Service</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Status</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Latency</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Dependencies</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {health.data.services.map((service) => (
                <TableRow key={service.name}>
                  <TableCell>{`${service.name} ${service.version}`}</TableCell>
                  <TableCell>
                    <UpDown status={service.status} />
                  </TableCell>
                  <TableCell>
                    {service.latencyMs != null ? latencyText(service.latencyMs) : '—'}
                  </TableCell>
                  <TableCell>
                    {service.dependencies.map(dependencyText).join(', ') || '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </>
  );
}
