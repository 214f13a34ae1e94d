import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { DOUBLE_UP_HOME_FACT } from '@snap/domain';
import { i18n } from '../../../lib/i18n/i18n';
import {
  STORES_FAQ_QUESTION,
  storesFaqAnswer,
  type CoverageFacts,
} from '../../../lib/coverage-text';
import { doubleUpHomeFactText, factCredit } from '../../../lib/domain-texts';

export interface Faq {
  question: string;
  answer: string;
  /** A source the answer names, kept as written (marked not to be translated). */
  source?: string;
}

/** The questions and answers in the active language; the count of stores is the catalog's own
 * (figure-less until known). */
export function homeFaqs(coverage?: CoverageFacts | null): Faq[] {
  const doubleUp = doubleUpHomeFactText();
  const credit = factCredit(DOUBLE_UP_HOME_FACT);
  return [
    {
      question: t`How do I find stores that accept EBT near me?`,
      answer: t`Allow location access and the stores nearest to you appear in a list, or type your 5-digit ZIP code. You can narrow the list to grocery stores, corner stores, hot meals or farmers markets.`,
    },
    { question: i18n._(STORES_FAQ_QUESTION), answer: storesFaqAnswer(coverage) },
    {
      question: t`Can I buy hot meals with SNAP?`,
      answer: t`Only through the Restaurant Meals Program (RMP), which lets eligible SNAP recipients (such as older adults, people with disabilities and people experiencing homelessness) buy prepared meals at participating restaurants in select states.`,
    },
    {
      question: t`What is double-up matching at farmers markets?`,
      answer: t`${doubleUp} (${credit})`,
      source: DOUBLE_UP_HOME_FACT.source,
    },
    {
      question: t`Do I need an account?`,
      answer: t`No. Searching and browsing are free and need no account. A free account lets you save favorite stores and write reviews.`,
    },
  ];
}

export const HOME_TITLE: MessageDescriptor = msg`SNAP/EBT Store Finder — Find Stores That Accept EBT Near You`;
export const HOME_KEYWORDS: MessageDescriptor[] = [
  msg`EBT stores near me`,
  msg`SNAP stores`,
  msg`where to use EBT`,
  msg`EBT accepted`,
  msg`SNAP farmers market`,
  msg`Restaurant Meals Program`,
];

export function homeStructuredData(origin: string, coverage?: CoverageFacts | null): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: t`SNAP/EBT Store Finder`,
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${origin}/search?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: homeFaqs(coverage).map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    },
  ];
}
