import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type CategoryId, messageRefOf } from '@snap/domain';
import { i18n } from './i18n/i18n';

/** The store categories' names (the domain's CATEGORIES), by the category's id, in the active language.
 * domain-texts.spec.ts holds each English message equal to the domain's name. */
export const CATEGORY_NAMES: Record<CategoryId, MessageDescriptor> = {
  trending: msg`Trending`,
  grocery: msg`Grocery Store`,
  convenience: msg`Corner Stores`,
  hotmeals: msg`Hot Meals (RMP)`,
  farmersmarket: msg`Farmer's Market`,
};

/** A store category's name in the active language. */
export const categoryName = (id: CategoryId): string => i18n._(CATEGORY_NAMES[id]);

/** The domain's INVALID_ZIP_MESSAGE (product rule "ZIP codes"), worded for the active language. */
export const INVALID_ZIP_TEXT = msg`Please enter a valid 5-digit ZIP code.`;
export const invalidZipText = (): string => i18n._(INVALID_ZIP_TEXT);

/** The domain's DOUBLE_UP_HOME_FACT text, worded for the active language (its credit: factCredit). */
export const DOUBLE_UP_HOME_FACT_TEXT = msg`Double Up Food Bucks programs match SNAP spent on fruits and vegetables dollar for dollar, up to a daily limit that differs by program (often $10–$20).`;
export const doubleUpHomeFactText = (): string => i18n._(DOUBLE_UP_HOME_FACT_TEXT);

/** A text the domain words in English (a validation message the browser checks with before the server
 * does), in the active language, from a feature's own map keyed by the message's id
 * (`messageId(ACCOUNT_MESSAGES, 'invalidEmail')`), or by the text itself for a constant in no group;
 * as written when the map has no translation of it. */
export function domainText(text: string, texts: Record<string, MessageDescriptor>): string {
  const id = messageRefOf(text, (each) => each in texts)?.id;
  const message = texts[id ?? text];
  return message ? i18n._(message) : text;
}

/** 'As of 2024–2026 · Source: doubleupfoodbucks.org/…' (the domain's datedFactCredit), translated. */
export function factCredit(fact: { asOf: string; source: string }): string {
  const { asOf, source } = fact;
  return i18n._(msg`As of ${asOf} · Source: ${source}`);
}
