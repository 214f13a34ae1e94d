import { Trans } from '@lingui/react/macro';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { WEEKDAYS, type WeeklyHours } from '@snap/domain';
import { dayHoursLabel, weekdayName } from '../utils/store-texts';

/** The week someone added in this session, shown while it waits for a moderator. */
export function WeeklyHoursCard({ hours }: { hours: WeeklyHours }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="weekly-hours-title">
      <CardContent>
        <Typography id="weekly-hours-title" component="h2" variant="h6" gutterBottom>
          <Trans>Store Hours</Trans>
        </Typography>
        <Table size="small" aria-labelledby="weekly-hours-title">
          <TableBody>
            {WEEKDAYS.map((day) => (
              <TableRow key={day}>
                <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                  {weekdayName(day)}
                </TableCell>
                <TableCell sx={{ pr: 0 }}>{dayHoursLabel(hours[day])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="caption" color="text.secondary">
          <Trans>Added by you; shown to everyone once a moderator confirms it.</Trans>
        </Typography>
      </CardContent>
    </Card>
  );
}
