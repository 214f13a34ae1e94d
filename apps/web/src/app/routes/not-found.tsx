import { t } from '@lingui/core/macro';
import { pathInLanguage } from '@snap/domain';
import { NotFoundPage } from '@snap/ui';
import { usePageMeta } from '../../hooks/use-page-meta';
import { currentLanguage } from '../../lib/i18n/i18n';
import { reportPageStatus } from '../../lib/server-page';

/** The app's 404 (the server answers unknown paths with status 404 and this page). Its words are in the
 * first screen's catalog: a 404 can be the first page a visitor opens, before the other pages' arrive. */
export function NotFoundRoute() {
  reportPageStatus(404);
  usePageMeta({ title: t`Page not found | SNAP/EBT Store Finder` });
  return (
    <NotFoundPage
      homeHref={pathInLanguage('/', currentLanguage())}
      texts={{ title: t`Oops! Page not found`, home: t`Return to Home` }}
    />
  );
}
