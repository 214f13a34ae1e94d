import { useLingui } from '@lingui/react/macro';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { AuthUser } from '../../../lib/auth';
import { intlLocale } from '../../../lib/i18n/i18n';
import { PROFILE_MESSAGES } from '../utils/profile-messages';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString(intlLocale(), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/** E-mail, whether it is confirmed, when the account was made and the account type. */
export function ProfileInfoTab({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const confirmedOn = user.emailConfirmedAt ? longDate(user.emailConfirmedAt) : null;
  const rows: Array<[string, string]> = [
    [t`Email`, user.email],
    [t`Email status`, confirmedOn ? t`Confirmed on ${confirmedOn}` : t`Not confirmed yet`],
    [t`Member since`, longDate(user.createdAt)],
    [t`Account type`, PROFILE_MESSAGES.accountType],
  ];
  return (
    <Table size="small" aria-label={t`Profile information`}>
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
