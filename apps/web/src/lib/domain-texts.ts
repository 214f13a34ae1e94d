import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DOUBLE_UP_HOME_FACT, INVALID_ZIP_MESSAGE } from '@snap/domain';
import { i18n } from './i18n/i18n';

/** Texts the shared domain library words in English (the words of docs/product-rules.md, which the server uses too),
 * as the public site shows them in the active language. domain-texts.spec.ts holds each English
 * message equal to the domain's own text. */
export const DOMAIN_TEXTS: Record<string, MessageDescriptor> = {
  [INVALID_ZIP_MESSAGE]: msg`Please enter a valid 5-digit ZIP code.`,
  // The store categories (CATEGORIES).
  Trending: msg`Trending`,
  'Grocery Store': msg`Grocery Store`,
  'Corner Stores': msg`Corner Stores`,
  'Hot Meals (RMP)': msg`Hot Meals (RMP)`,
  "Farmer's Market": msg`Farmer's Market`,
  [DOUBLE_UP_HOME_FACT.text]: msg`Double Up Food Bucks programs match SNAP spent on fruits and vegetables dollar for dollar, up to a daily limit that differs by program (often $10–$20).`,
};

/** A domain text in the active language (as written when the site has no translation of it). */
export function domainText(
  text: string,
  texts: Record<string, MessageDescriptor> = DOMAIN_TEXTS,
): string {
  const message = texts[text];
  return message ? i18n._(message) : text;
}

/** 'As of 2024–2026 · Source: doubleupfoodbucks.org/…' (the domain's datedFactCredit), translated. */
export function factCredit(fact: { asOf: string; source: string }): string {
  const { asOf, source } = fact;
  return i18n._(msg`As of ${asOf} · Source: ${source}`);
}
