import { datedFactCredit, DOUBLE_UP_HOME_FACT } from '@snap/domain';
import {
  STORES_FAQ_QUESTION,
  storesFaqAnswer,
  type CoverageFacts,
} from '../../../lib/coverage-text';

export interface Faq {
  question: string;
  answer: string;
}

/** The questions and answers; the count of stores is the catalog's own (figure-less until known). */
export function homeFaqs(coverage?: CoverageFacts | null): Faq[] {
  return HOME_FAQS.map((faq) =>
    faq.question === STORES_FAQ_QUESTION ? { ...faq, answer: storesFaqAnswer(coverage) } : faq,
  );
}

export const HOME_FAQS: Faq[] = [
  {
    question: 'How do I find stores that accept EBT near me?',
    answer:
      'Allow location access and the stores nearest to you appear in a list, or type your 5-digit ZIP code. You can narrow the list to grocery stores, corner stores, hot meals or farmers markets.',
  },
  { question: STORES_FAQ_QUESTION, answer: storesFaqAnswer(null) },
  {
    question: 'Can I buy hot meals with SNAP?',
    answer:
      'Only through the Restaurant Meals Program (RMP), which lets eligible SNAP recipients (such as older adults, people with disabilities and people experiencing homelessness) buy prepared meals at participating restaurants in select states.',
  },
  {
    question: 'What is double-up matching at farmers markets?',
    answer: `${DOUBLE_UP_HOME_FACT.text} (${datedFactCredit(DOUBLE_UP_HOME_FACT)})`,
  },
  {
    question: 'Do I need an account?',
    answer:
      'No. Searching and browsing are free and need no account. A free account lets you save favorite stores and write reviews.',
  },
];

export const HOME_TITLE = 'SNAP/EBT Store Finder — Find Stores That Accept EBT Near You';
export const HOME_KEYWORDS = [
  'EBT stores near me',
  'SNAP stores',
  'where to use EBT',
  'EBT accepted',
  'SNAP farmers market',
  'Restaurant Meals Program',
];

export function homeStructuredData(origin: string, coverage?: CoverageFacts | null): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'SNAP/EBT Store Finder',
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
