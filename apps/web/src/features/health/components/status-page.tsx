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
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useHealth } from '../api/get-health';

const upDown = (status: string) => (
  <Chip
    size="small"
    label={status === 'up' ? 'Up' : 'Down'}
    color={status === 'up' ? 'success' : 'error'}
  />
);

/** Live service status from the `health` query: every service up or down. */
export function StatusPage() {
  const health = useHealth();
  usePageMeta({ title: 'Service Status | SNAP/EBT Store Finder' });
  return (
    <>
      <Breadcrumbs />
      <Typography component="h1" variant="h4" gutterBottom>
        Service Status
      </Typography>
      {health.isPending && <PageLoading />}
      {health.isError && (
        <Alert severity="error">The status service could not be reached. Please try again.</Alert>
      )}
      {health.data && (
        <>
          <Typography sx={{ mb: 2 }}>Overall: {upDown(health.data.status)}</Typography>
          <Table size="small" aria-label="Services">
            <TableHead>
              <TableRow>
                <TableCell>Service</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Latency</TableCell>
                <TableCell>Dependencies</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {health.data.services.map((service) => (
                <TableRow key={service.name}>
                  <TableCell>{`${service.name} ${service.version}`}</TableCell>
                  <TableCell>{upDown(service.status)}</TableCell>
                  <TableCell>
                    {service.latencyMs != null ? `${service.latencyMs.toFixed(0)} ms` : '—'}
                  </TableCell>
                  <TableCell>
                    {service.dependencies
                      .map((dependency) => `${dependency.name}: ${dependency.status}`)
                      .join(', ') || '—'}
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
