import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DEFAULT_LANGUAGE, pathInLanguage, type SiteLanguage } from '@snap/domain';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { currentLanguage, switchLanguage } from '../../lib/i18n/i18n';

/** Each language names itself, in its own language (so never translated). */
// eslint-disable-next-line lingui/no-unlocalized-strings
const LANGUAGE_NAMES: Record<SiteLanguage, string> = { en: 'English', es: 'Español' };
/** On a phone's header the switch is the language's code, so the identity area keeps its room. */
const LANGUAGE_CODES: Record<SiteLanguage, string> = { en: 'EN', es: 'ES' };

/** The same page in the other language: a plain link (it works before JavaScript has run and for
 * search engines) that also remembers the choice when clicked. */
export function LanguageSwitch({ variant = 'header' }: { variant?: 'header' | 'footer' }) {
  const location = useLocation();
  const language = currentLanguage();
  const other: SiteLanguage = language === DEFAULT_LANGUAGE ? 'es' : DEFAULT_LANGUAGE;
  const href = pathInLanguage(`${location.pathname}${location.search}`, other);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    switchLanguage(other);
  };
  return (
    <Button
      component="a"
      href={href}
      hrefLang={other}
      lang={other}
      onClick={onClick}
      color="inherit"
      size="small"
      variant={variant === 'header' ? 'outlined' : 'text'}
      aria-label={LANGUAGE_NAMES[other]}
      sx={{ flexShrink: 0, minWidth: 0, px: 1, textTransform: 'none' }}
    >
      {variant === 'header' ? (
        <>
          <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {LANGUAGE_CODES[other]}
          </Box>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {LANGUAGE_NAMES[other]}
          </Box>
        </>
      ) : (
        LANGUAGE_NAMES[other]
      )}
    </Button>
  );
}
