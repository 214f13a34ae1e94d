import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The blog categories a new installation starts with (the content service's seed), as the site shows
 * them in the active language; a category an admin names later is shown as written. */
export const CATEGORY_TEXTS: Record<string, MessageDescriptor> = {
  'Benefits Guide': msg`Benefits Guide`,
  'Shopping Tips': msg`Shopping Tips`,
};
