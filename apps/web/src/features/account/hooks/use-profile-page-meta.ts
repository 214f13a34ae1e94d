import { useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../../hooks/use-page-meta';

/** The profile page's title, signed in or not (worded here so it comes with the profile's catalog,
 * not the home page's first one). */
export function useProfilePageMeta() {
  const { t } = useLingui();
  usePageMeta({ title: t`Profile | SNAP/EBT Store Finder` });
}
