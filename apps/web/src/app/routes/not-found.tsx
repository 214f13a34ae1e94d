import { t } from '@lingui/core/macro';
import { NotFoundPage, SomethingWentWrong } from '@snap/ui';
import { usePageMeta } from '../../hooks/use-page-meta';

export function NotFoundRoute() {
  usePageMeta({ title: t`Page not found | SNAP/EBT Store Finder` });
  return <NotFoundPage />;
}

export function RouteErrorScreen() {
  return <SomethingWentWrong onRetry={() => window.location.reload()} />;
}
