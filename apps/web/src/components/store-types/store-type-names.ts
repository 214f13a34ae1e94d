import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StoreType } from '@snap/domain';
import { i18n } from '../../lib/i18n/i18n';

/** Each store type's name as the page's language says it (the catalog keeps the English value). */
const NAMES: Record<StoreType, MessageDescriptor> = {
  Supermarket: msg`Supermarket`,
  'Grocery Store': msg`Grocery Store`,
  Supercenter: msg`Supercenter`,
  'Convenience Store': msg`Convenience Store`,
  'Corner Store': msg`Corner Store`,
  'Restaurant Meals Program': msg`Restaurant Meals Program`,
  Restaurant: msg`Restaurant`,
  'Farmers and Markets': msg`Farmers and Markets`,
  'Farmers Market': msg`Farmers Market`,
  'Specialty Store': msg`Specialty Store`,
  'Gas Station': msg`Gas Station`,
  'Fast Food': msg`Fast Food`,
  'Farm Market': msg`Farm Market`,
  Other: msg`Other`,
};

export function isStoreType(type: string): type is StoreType {
  return Object.hasOwn(NAMES, type);
}

/** A store type's name in the active language (a type the site does not know, as written). */
export function storeTypeName(type: string): string {
  return isStoreType(type) ? i18n._(NAMES[type]) : type;
}
