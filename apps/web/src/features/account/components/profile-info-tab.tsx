import { intlLocale } from '../../../lib/i18n/i18n';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { AuthUser } from '../../../lib/auth';
import { PROFILE_MESSAGES } from '../utils/profile-messages';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString(intlLocale(), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/** E-mail, whether it is confirmed, when the account was made and the account type. */
export function ProfileInfoTab({ user }: { user: AuthUser }) {
  const rows: Array<[string, string]> = [
    ['Email', user.email],
    [
      'Email status',
      user.emailConfirmedAt
        ? `Confirmed on ${longDate(user.emailConfirmedAt)}`
        : 'Not confirmed yet',
    ],
    ['Member since', longDate(user.createdAt)],
    ['Account type', PROFILE_MESSAGES.accountType],
  ];
  return (
    <Table size="small" aria-label="Profile information">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { sm: 180 } }}>
              {label}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
