import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { USDA_STORE_TYPES, type StoreType } from '@snap/domain';
import { i18n } from '../../lib/i18n/i18n';
import { isStoreType } from './store-type-names';

/** What a store of each type is, so look-alike types (Supermarket and Supercenter, Farmers Market and
 * Farm Market) read apart. Each agrees with the USDA labels the type is read from (USDA_STORE_TYPES). */
const DESCRIPTIONS: Record<StoreType, MessageDescriptor> = {
  Supermarket: msg`A full-size grocery store with fresh produce, meat and dairy. Military commissaries are listed here too.`,
  'Grocery Store': msg`A small, medium or large grocery store, including stores that sell groceries beside other goods, such as dollar stores and pharmacies, and food-buying co-ops.`,
  Supercenter: msg`A very large store that sells a full range of groceries beside clothing, household goods and more.`,
  'Convenience Store': msg`A small store with a limited choice of food, often open long hours.`,
  'Corner Store': msg`A small neighborhood store with a limited choice of food.`,
  'Restaurant Meals Program': msg`A restaurant approved for the Restaurant Meals Program: people who qualify (such as older adults, people with disabilities and people experiencing homelessness) can buy hot meals there with SNAP, in states that run the program.`,
  Restaurant: msg`A restaurant on USDA's list. Hot meals can be bought with SNAP only through the Restaurant Meals Program.`,
  'Farmers and Markets': msg`Farmers markets and farmers who sell directly, under one label.`,
  'Farmers Market': msg`A market where several farmers and vendors sell food, usually on set days and hours.`,
  'Specialty Store': msg`A store that sells mostly one kind of food: meat and poultry, seafood, fruits and vegetables, or baked goods. Food delivery routes are listed here too.`,
  'Gas Station': msg`A gas station store that sells food.`,
  'Fast Food': msg`A quick-service restaurant.`,
  'Farm Market': msg`One farmer selling their own food directly, at a farm stand or on the farm: not a market of many vendors.`,
  Other: msg`A store USDA lists without a store type.`,
};

/** What a store of this type is, in the active language; null for a type the site does not know. */
export function storeTypeDescription(type: string): string | null {
  return isStoreType(type) ? i18n._(DESCRIPTIONS[type]) : null;
}

/** The labels USDA's retailer files use for the stores shown under this type ('Super Store' for
 * Supercenter), as USDA writes them: where the type comes from. */
export function usdaLabelsOf(type: string): string[] {
  return Object.entries(USDA_STORE_TYPES)
    .filter(([label, mapped]) => mapped === type && label !== type)
    .map(([label]) => label)
    .sort((a, b) => a.localeCompare(b));
}
