import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState, type FormEvent } from 'react';
import { useAdminSession } from '../../auth/admin-session';
import { usePlacesBudgetHistory, useSetPlacesDailyLimit } from '../api/budget';

const LIMIT_MESSAGE = 'The daily limit must be between 0 and 1,000,000';

function LimitForm({ current }: { current: number }) {
  const [draft, setDraft] = useState(String(current));
  const [error, setError] = useState<string | null>(null);
  const save = useSetPlacesDailyLimit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const limit = Number(draft.trim());
    if (!/^\d+$/.test(draft.trim()) || limit > 1_000_000) {
      setError(LIMIT_MESSAGE);
      return;
    }
    setError(null);
    save.mutate(limit);
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Daily limit setting"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label="Daily limit (calls)"
        inputMode="numeric"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <Button type="submit" variant="contained" disabled={save.isPending}>
        Save limit
      </Button>
      {(error ?? save.error?.message) && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {error ?? save.error?.message}
        </Alert>
      )}
      {save.isSuccess && !error && (
        <Alert severity="success" sx={{ width: '100%' }}>
          {`The daily limit is now ${save.data.limit.toLocaleString('en-US')} calls.`}
        </Alert>
      )}
    </Box>
  );
}

/** The maps provider's daily budget: today's spend against the limit, the last 30 days, and (admins) the limit. */
export function BudgetPage() {
  const { user } = useAdminSession();
  const history = usePlacesBudgetHistory();
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Places budget
      </Typography>
      {history.isPending ? (
        <CircularProgress aria-label="Loading the budget" />
      ) : history.isError ? (
        <Alert severity="error">{history.error.message}</Alert>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
              gap: 2,
              mb: 3,
            }}
          >
            <Card variant="outlined">
              <CardContent>
                <Typography color="text.secondary">Spent today</Typography>
                <Typography variant="h4" component="p">
                  {history.data.today.used.toLocaleString('en-US')}
                </Typography>
                {history.data.today.exceeded && (
                  <Typography color="error">
                    Limit reached: visitors see 'Limited Data Available'.
                  </Typography>
                )}
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <Typography color="text.secondary">Daily limit</Typography>
                <Typography variant="h4" component="p">
                  {history.data.today.limit.toLocaleString('en-US')}
                </Typography>
              </CardContent>
            </Card>
          </Box>
          <Typography variant="h5" component="h2" gutterBottom>
            Last 30 days
          </Typography>
          <Box
            role="figure"
            aria-label="Provider calls per day, last 30 days"
            sx={{ width: '100%', overflow: 'hidden' }}
          >
            <BarChart
              height={260}
              xAxis={[
                {
                  scaleType: 'band',
                  data: history.data.days.map((d) => d.date.slice(5)),
                  label: 'Day (UTC)',
                },
              ]}
              series={[
                { data: history.data.days.map((d) => d.used), label: 'Calls', color: '#1b5e20' },
              ]}
              margin={{ left: 10, right: 10 }}
            />
          </Box>
          <Box
            component="table"
            sx={{
              position: 'absolute',
              width: '1px',
              height: '1px',
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            }}
          >
            <caption>Provider calls per day</caption>
            <tbody>
              {history.data.days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{d.date}</th>
                  <td>{d.used}</td>
                </tr>
              ))}
            </tbody>
          </Box>
          <Typography variant="h5" component="h2" sx={{ mt: 3 }} gutterBottom>
            Setting
          </Typography>
          {user?.isAdmin ? (
            <LimitForm current={history.data.today.limit} />
          ) : (
            <Typography>Only admins can change the daily limit.</Typography>
          )}
        </>
      )}
    </Box>
  );
}
