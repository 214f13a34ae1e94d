import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState, type ReactNode } from 'react';
import { stackedTableSx } from '../../../components/stacked-table';
import { ANALYTICS_PERIODS, type AnalyticsPeriod, useAnalyticsDashboard } from '../api/analytics';

const KIND_LABELS: Record<string, string> = {
  nearby: 'Nearby',
  zip: 'ZIP code',
  text: 'Text',
  direct: 'Direct',
  category: 'Category',
};
const number = (value: number) => value.toLocaleString('en-US');
// Axis ticks in a few characters ("12K"), so a 390 px chart never cuts them off.
const compact = (value: number | null) =>
  value === null
    ? ''
    : value.toLocaleString('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const COUNT_AXIS = [{ valueFormatter: compact, width: 40 }];
const MARGIN = { left: 4, right: 16 };
const percent = (part: number, whole: number) =>
  whole === 0 ? '0%' : `${Math.round((part / whole) * 1000) / 10}%`;

/** A chart with a screen-reader table of the same figures (charts are drawn, not read). */
function Chart({
  title,
  children,
  rows,
}: {
  title: string;
  children: ReactNode;
  rows: Array<[string, string]>;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3, minWidth: 0 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box role="figure" aria-label={title} sx={{ width: '100%', overflow: 'hidden' }}>
        {children}
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
        <caption>{title}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography color="text.secondary">{label}</Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
        {detail && <Typography variant="body2">{detail}</Typography>}
      </CardContent>
    </Card>
  );
}

/** A short count table that stays readable at 390 px (rows become cards on a phone). */
function CountTable({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: [string, ...string[]];
  rows: Array<{ key: string; cells: [string, ...string[]] }>;
}) {
  if (rows.length === 0) return <Typography>Nothing yet for this period.</Typography>;
  return (
    // Two short columns fit a phone as they are; wider tables become cards there.
    <Table size="small" aria-label={label} sx={columns.length > 2 ? stackedTableSx : undefined}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{column}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, i) => (
              <TableCell key={columns[i]} data-label={columns[i]} sx={{ overflowWrap: 'anywhere' }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** How the directory is used: catalog, page views, searches, clicks and contributions for 7/30/90 days.
 * Only counts are shown: analytics keeps no user, address or position. */
export function AnalyticsPage() {
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const dashboard = useAnalyticsDashboard(days);
  const data = dashboard.data;
  const total = (pick: (day: NonNullable<typeof data>['daily'][number]) => number) =>
    data?.daily.reduce((sum, day) => sum + pick(day), 0) ?? 0;
  const searches = total((d) => d.searches);
  const zero = total((d) => d.zeroResultSearches);
  const labels = data?.daily.map((d) => d.date.slice(5)) ?? [];
  const topStates = data?.storesByState.slice(0, 15) ?? [];
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Analytics
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={days}
          onChange={(_, value: AnalyticsPeriod | null) => value && setDays(value)}
          aria-label="Period"
          // The default greys fail contrast; the pressed period is the filled one.
          sx={{
            '& .MuiToggleButton-root': { color: 'text.primary' },
            '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
              color: 'primary.contrastText',
              bgcolor: 'primary.main',
            },
          }}
        >
          {ANALYTICS_PERIODS.map((period) => (
            <ToggleButton key={period} value={period} aria-label={`Last ${period} days`}>
              {`${period} days`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {dashboard.isFetching && <CircularProgress size={20} aria-label="Loading the analytics" />}
      </Box>
      {dashboard.isError && <Alert severity="error">{dashboard.error.message}</Alert>}
      {dashboard.isPending && <CircularProgress aria-label="Loading the analytics" />}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {`Last ${data.days} days (UTC), counts only: no visitor is identified.`}
          </Typography>
          <Box
            aria-label="Totals"
            component="section"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, 1fr)' },
              gap: 2,
              mb: 3,
            }}
          >
            <Figure label="Page views" value={number(total((d) => d.pageViews))} />
            <Figure
              label="Searches"
              value={number(searches)}
              detail={`${percent(zero, searches)} found nothing`}
            />
            <Figure label="Store clicks" value={number(total((d) => d.storeClicks))} />
            <Figure
              label="Active stores"
              value={data.catalogCountedAt ? number(data.activeStores) : 'Counting…'}
            />
            <Figure label="Reviews" value={number(total((d) => d.reviews))} />
            <Figure label="Photos" value={number(total((d) => d.photos))} />
            <Figure label="Contributions" value={number(total((d) => d.contributions))} />
          </Box>

          <Typography variant="h5" component="h2" gutterBottom>
            Visits
          </Typography>
          <Chart
            title="Page views and store clicks per day"
            rows={data.daily.map((d) => [
              d.date,
              `${d.pageViews} page views, ${d.storeClicks} store clicks`,
            ])}
          >
            <LineChart
              height={240}
              xAxis={[{ scaleType: 'point', data: labels }]}
              yAxis={COUNT_AXIS}
              series={[
                {
                  data: data.daily.map((d) => d.pageViews),
                  label: 'Page views',
                  color: '#1b5e20',
                  curve: 'linear',
                },
                {
                  data: data.daily.map((d) => d.storeClicks),
                  label: 'Store clicks',
                  color: '#e65100',
                  curve: 'linear',
                },
              ]}
              margin={MARGIN}
            />
          </Chart>
          <CountTable
            label="Page views by page"
            columns={['Page', 'Views']}
            rows={data.pageViewsByRoute.map((r) => ({
              key: r.key,
              cells: [r.key, number(r.count)],
            }))}
          />

          <Typography variant="h5" component="h2" sx={{ mt: 3 }} gutterBottom>
            Searches
          </Typography>
          <Chart
            title="Searches per day"
            rows={data.daily.map((d) => [
              d.date,
              `${d.searches} searches, ${d.zeroResultSearches} without results`,
            ])}
          >
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: labels }]}
              yAxis={COUNT_AXIS}
              series={[
                { data: data.daily.map((d) => d.searches), label: 'Searches', color: '#1b5e20' },
                {
                  data: data.daily.map((d) => d.zeroResultSearches),
                  label: 'No results',
                  color: '#b71c1c',
                },
              ]}
              margin={MARGIN}
            />
          </Chart>
          <CountTable
            label="Searches by kind"
            columns={['Kind', 'Searches', 'No results']}
            rows={data.searchesByKind.map((k) => ({
              key: k.kind,
              cells: [
                KIND_LABELS[k.kind] ?? k.kind,
                number(k.searches),
                `${number(k.zeroResults)} (${percent(k.zeroResults, k.searches)})`,
              ],
            }))}
          />
          <Typography variant="h6" component="h3" sx={{ mt: 2 }} gutterBottom>
            Top searches
          </Typography>
          <CountTable
            label="Top searches"
            columns={['Search', 'Times']}
            rows={data.topQueries.map((q) => ({
              key: q.query,
              cells: [q.query, number(q.searches)],
            }))}
          />

          <Typography variant="h5" component="h2" sx={{ mt: 3 }} gutterBottom>
            Contributions
          </Typography>
          <Chart
            title="Reviews, photos and contributions per day"
            rows={data.daily.map((d) => [
              d.date,
              `${d.reviews} reviews, ${d.photos} photos, ${d.contributions} contributions`,
            ])}
          >
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: labels }]}
              yAxis={COUNT_AXIS}
              series={[
                { data: data.daily.map((d) => d.reviews), label: 'Reviews', stack: 'c' },
                { data: data.daily.map((d) => d.photos), label: 'Photos', stack: 'c' },
                {
                  data: data.daily.map((d) => d.contributions),
                  label: 'Contributions',
                  stack: 'c',
                },
              ]}
              margin={MARGIN}
            />
          </Chart>

          <Typography variant="h5" component="h2" gutterBottom>
            Catalog
          </Typography>
          {data.catalogCountedAt ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {`Counted at ${new Date(data.catalogCountedAt).toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' })} UTC (recounted every few minutes).`}
            </Typography>
          ) : (
            <Alert severity="info" sx={{ mb: 2 }}>
              The catalog is being counted; its figures appear here in a moment.
            </Alert>
          )}
          <Chart
            title="Active stores by type"
            rows={data.storesByType.map((t) => [t.key, number(t.count)])}
          >
            <BarChart
              height={Math.max(160, data.storesByType.length * 28 + 60)}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: data.storesByType.map((t) => t.key), width: 140 }]}
              xAxis={[{ valueFormatter: compact }]}
              series={[{ data: data.storesByType.map((t) => t.count), label: 'Stores' }]}
              margin={MARGIN}
            />
          </Chart>
          <Chart
            title="Active stores by state (top 15)"
            rows={topStates.map((s) => [s.key, number(s.count)])}
          >
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: topStates.map((s) => s.key) }]}
              yAxis={COUNT_AXIS}
              series={[{ data: topStates.map((s) => s.count), label: 'Stores', color: '#1b5e20' }]}
              margin={MARGIN}
            />
          </Chart>
          <CountTable
            label="Active stores by state"
            columns={['State', 'Stores']}
            rows={data.storesByState.map((s) => ({ key: s.key, cells: [s.key, number(s.count)] }))}
          />
        </>
      )}
    </Box>
  );
}
