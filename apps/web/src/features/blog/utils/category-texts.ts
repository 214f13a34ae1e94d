import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n/i18n';

/** The blog categories a new installation starts with (the content service's seed), by their slug (the
 * stable key of a category), as the site shows them in the active language; a category added later is
 * shown as named. */
export const CATEGORY_TEXTS: Record<string, MessageDescriptor> = {
  'benefits-guide': msg`Benefits Guide`,
  'shopping-tips': msg`Shopping Tips`,
};

/** A blog category's name in the active language. */
export function categoryText(category: { name: string; slug: string }): string {
  const message = CATEGORY_TEXTS[category.slug];
  return message ? i18n._(message) : category.name;
}
