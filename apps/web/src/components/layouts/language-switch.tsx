import Button from '@mui/material/Button';
import { DEFAULT_LANGUAGE, pathInLanguage, type SiteLanguage } from '@snap/domain';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { currentLanguage, switchLanguage } from '../../lib/i18n/i18n';

/** Each language names itself, in its own language (so never translated). */
// eslint-disable-next-line lingui/no-unlocalized-strings
const LANGUAGE_NAMES: Record<SiteLanguage, string> = { en: 'English', es: 'Español' };

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
      sx={{ flexShrink: 0, minWidth: 0, px: 1, textTransform: 'none' }}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
