import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useHealth } from '../api/get-health';

function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={status} color={status === 'up' ? 'success' : 'error'} />;
}

export function HealthDashboard() {
  const { data, error, isPending } = useHealth();

  if (isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} />
        <Typography>Checking every service...</Typography>
      </Stack>
    );
  }
  if (error) return <Alert severity="error">The gateway did not answer: {error.message}</Alert>;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          System health
        </Typography>
        <StatusChip status={data.status} />
      </Stack>
      <Paper>
        <Table aria-label="Services">
          <TableHead>
            <TableRow>
              <TableCell>Service</TableCell>
              <TableCell>Version</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Ping (ms)</TableCell>
              <TableCell>Dependencies</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.services.map((service) => (
              <TableRow key={service.name}>
                <TableCell>{service.name}</TableCell>
                <TableCell>{service.version}</TableCell>
                <TableCell>
                  <StatusChip status={service.status} />
                </TableCell>
                <TableCell align="right">{service.latencyMs?.toFixed(1) ?? '—'}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {service.dependencies.map((dependency) => (
                      <Chip
                        key={dependency.name}
                        size="small"
                        variant="outlined"
                        color={
                          dependency.status === 'up'
                            ? 'success'
                            : dependency.status === 'off'
                              ? 'default'
                              : 'error'
                        }
                        label={`${dependency.name}: ${dependency.status}`}
                        title={dependency.error ?? dependency.detail ?? undefined}
                      />
                    ))}
                    {service.dependencies
                      .filter((dependency) => dependency.detail)
                      .map((dependency) => (
                        <Typography
                          key={`${dependency.name}-detail`}
                          variant="body2"
                          sx={{ width: '100%' }}
                        >
                          {dependency.name}: {dependency.detail}
                        </Typography>
                      ))}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}
