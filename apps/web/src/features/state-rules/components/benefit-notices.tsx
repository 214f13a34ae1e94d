import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BenefitNoticesQuery } from '@snap/api-client';
import { helpStateName } from '@snap/domain';
import { Notice } from '../../../components/feedback/light-feedback';
import { useBenefitNotices } from '../api/state-rules';
import { WithSource } from '../../../components/sources/with-source';

type BenefitNoticeEntry = BenefitNoticesQuery['benefitNotices'][number];

function hostOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

/** One notice in the page's language: its text (as written, never as markup), its links and source. */
function NoticeLine({ notice, stateName }: { notice: BenefitNoticeEntry; stateName?: string }) {
  const { t, i18n } = useLingui();
  const text = i18n.locale === 'es' ? notice.textEs : notice.textEn;
  const source = notice.source;
  return (
    <Notice severity="info">
      <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {stateName ? t`${stateName}: ${text}` : text}
      </Typography>
      {notice.links.length > 0 && (
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
          {notice.links.map((link) => (
            <Link key={link} href={link} target="_blank" rel="noopener noreferrer" variant="body2">
              {hostOf(link)}
            </Link>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
        <WithSource text={t`Source: ${source}`} source={source} />
      </Typography>
    </Notice>
  );
}

/** National late-benefits notices, on every page (the layout). */
export function NationalNotices() {
  const notices = useBenefitNotices([]);
  const national = (notices.data ?? []).filter((notice) => notice.national);
  if (national.length === 0) return null;
  return (
    <Box aria-label="notices" component="section" sx={{ mb: 1 }}>
      {national.map((notice) => (
        <NoticeLine key={notice.id} notice={notice} />
      ))}
    </Box>
  );
}

/** The states' own late-benefits notices (the national ones are the layout's): one line per state and
 * notice, newest first, when results cross a border. Nothing until a state is known. */
export function StateNotices({ states }: { states: ReadonlyArray<string | null | undefined> }) {
  const codes = [...new Set(states.filter((s): s is string => Boolean(s)))].sort();
  const notices = useBenefitNotices(codes, codes.length > 0);
  const own = (notices.data ?? []).filter((notice) => !notice.national);
  if (codes.length === 0 || own.length === 0) return null;
  const lines = codes
    .map((code) => ({ code, name: helpStateName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap(({ code, name }) =>
      own
        .filter((notice) => notice.states.includes(code))
        .map((notice) => ({ key: `${code}-${notice.id}`, notice, name })),
    );
  return (
    <Box>
      {lines.map(({ key, notice, name }) => (
        <NoticeLine key={key} notice={notice} stateName={name} />
      ))}
    </Box>
  );
}
