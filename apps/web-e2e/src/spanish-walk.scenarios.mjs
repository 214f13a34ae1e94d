import { expect, visible } from './checks.mjs';
import { ATLANTA } from './scenario-helpers.mjs';

// Issue 46: a Spanish-speaking visitor reads every public page in Spanish. The walk collects what each
// page shows once the app runs it (text, and the names screen readers read: alt, aria-label,
// placeholder, title) and fails on a word of English prose. Proper names stay as they are, and the
// markup says so: store names, addresses and retailers carry translate="no", and content that exists
// only in English (an English-only article, a source as its publisher titles it) carries lang="en".
// Each scenario runs on the phone and the desktop projects, like every other.

/** Common English words that never occur in Spanish prose (function words and the site's own words),
 * so one of them in a Spanish page is English left untranslated. */
const ENGLISH_WORDS = [
  'the',
  'and',
  'with',
  'your',
  'you',
  'our',
  'we',
  'they',
  'their',
  'this',
  'that',
  'these',
  'those',
  'of',
  'to',
  'for',
  'from',
  'into',
  'about',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'it',
  'its',
  'has',
  'have',
  'will',
  'would',
  'can',
  'could',
  'should',
  'not',
  'or',
  'if',
  'than',
  'what',
  'where',
  'when',
  'which',
  'who',
  'why',
  'how',
  'here',
  'there',
  'all',
  'any',
  'each',
  'every',
  'more',
  'most',
  'some',
  'only',
  'also',
  'just',
  'near',
  'nearby',
  'open',
  'opens',
  'closed',
  'closes',
  'store',
  'stores',
  'search',
  'reviews',
  'review',
  'hours',
  'find',
  'see',
  'show',
  'read',
  'learn',
  'help',
  'sign',
  'in',
  'on',
  'at',
  'by',
  'out',
  'page',
  'home',
  'back',
  'next',
  'previous',
  'loading',
  'close',
  'share',
  'list',
  'map',
  'miles',
  'mile',
  'phone',
  'website',
  'directions',
  'today',
  'yes',
  'report',
  'add',
  'favorites',
  'trending',
  'grocery',
  'meals',
  'accept',
  'accepts',
  'benefits',
  'check',
  'balance',
  'get',
  'tips',
  'rules',
  'privacy',
  'policy',
  'mission',
  'contact',
  'cities',
  'city',
  'last',
  'checked',
  'source',
  'as',
  'didn',
  'don',
  'doesn',
  'isn',
  "can't",
  'rated',
  'rating',
  'stars',
  'call',
  'menu',
  'account',
  'please',
  'try',
  'again',
  'error',
  'view',
  'free',
  'email',
  'password',
  'submit',
  'cancel',
  'save',
  'delete',
  'edit',
  'filter',
  'filters',
  'sort',
  'distance',
  'nearest',
  'results',
  'found',
  'none',
  'day',
  'days',
  'week',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'other',
  'photos',
  'photo',
  'claim',
  'business',
  'questions',
  'answer',
  'yours',
  'want',
  'need',
  'does',
  'do',
  'my',
  'he',
  'she',
  'his',
  'her',
];

/** Proper names that hold English words (a state's name, the programs' own names). */
const PROPER_NAMES = ['District of Columbia', 'Double Up Food Bucks', 'SUN Bucks', 'Summer EBT'];

/** Every piece of English prose the page shows: [word, the text it is in]. Text inside an element
 * marked as not to be translated (translate="no") or as written in another language (lang) is skipped. */
async function englishOnPage(page) {
  return page.evaluate(
    ({ words, names }) => {
      const english = new Set(words);
      const foreign = (element) =>
        element.closest('[translate="no"]') ||
        !(element.closest('[lang]')?.getAttribute('lang') ?? 'es').startsWith('es');
      // What the page marks as a name or as another language's words stays so where a label repeats it
      // ('Compartir Sweet Auburn Grocery', 'Leer más: How to Use SNAP at Farmers Markets').
      const marked = [...document.body.querySelectorAll('[translate="no"], [lang]')]
        .filter(foreign)
        .map((element) => element.textContent?.trim() ?? '')
        .filter((text) => text.length > 0);
      const labelNames = [...names, ...marked].sort((one, other) => other.length - one.length);
      const found = [];
      // Text must be marked where it stands; a label (an attribute) cannot mark part of itself.
      const check = (text, element, kept = names) => {
        let plain = text;
        for (const name of kept) plain = plain.split(name).join(' ');
        for (const word of plain.toLowerCase().split(/[^\p{L}']+/u))
          if (english.has(word)) found.push([word, text.trim().slice(0, 160), element.tagName]);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !node.textContent?.trim()) continue;
        if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) continue;
        if (!element.checkVisibility() || foreign(element)) continue;
        check(node.textContent, element);
      }
      for (const element of document.body.querySelectorAll(
        '[alt], [aria-label], [placeholder], [title]',
      )) {
        if (foreign(element) || element.closest('[aria-hidden="true"]')) continue;
        if (!element.checkVisibility()) continue;
        for (const attribute of ['alt', 'aria-label', 'placeholder', 'title']) {
          const value = element.getAttribute(attribute);
          if (value) check(value, element, labelNames);
        }
      }
      return found;
    },
    { words: ENGLISH_WORDS, names: PROPER_NAMES },
  );
}

/** Opens a Spanish page, waits for what it must show, and gives every English word it shows. */
async function readInSpanish(page, base, path, ready, what) {
  await page.goto(`${base}${path}`);
  expect(
    (await page.evaluate(() => document.documentElement.lang)) === 'es',
    `<html lang="es"> on ${path}`,
  );
  await visible(page, ready(page), what);
  // Content the page loads after its first screen (lists, facts, help) is what a visitor reads too.
  await page.waitForLoadState('networkidle');
  // The answers of the questions (FAQ) are read once opened.
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
  return (await englishOnPage(page)).map(
    ([word, text, tag]) => `  ${path}: "${word}" in <${tag}> "${text}"`,
  );
}

/** Fails with every English word the walk found, page by page. */
function expectNoEnglish(found) {
  expect(found.length === 0, `English on Spanish pages:\n${found.join('\n')}`);
}

/** A Georgia store of downtown Atlanta's ZIP, straight from the API, that nobody has reviewed or
 * tipped: what people write is shown in the words they wrote it in, whatever the page's language. */
async function georgiaStore(page, base) {
  const ask = async (query, variables = {}) =>
    (await (await page.request.post(`${base}/graphql`, { data: { query, variables } })).json())
      .data;
  const { zipStores } = await ask(
    '{ zipStores(zip: "30303") { id Store_Name State review_count } }',
  );
  for (const candidate of zipStores ?? []) {
    if (candidate.State !== 'GA' || candidate.review_count > 0) continue;
    const { tips } = await ask('query ($id: ID!) { tips(storeId: $id) { id } }', {
      id: candidate.id,
    });
    if (tips.length === 0) return candidate;
  }
  expect(false, 'ZIP 30303 has a Georgia store nobody wrote about');
}

const heading = (name) => (page) => page.getByRole('heading', { level: 1, name });

export const SPANISH_WALK_SCENARIOS = [
  {
    name: 'Spanish walk: the home page, searches, a store and the city pages show no English outside proper names',
    context: { geolocation: ATLANTA, permissions: ['geolocation'] },
    async run(page, base) {
      const store = await georgiaStore(page, base);
      const word = store.Store_Name.split(/\s+/)[0];
      const stores = (p) => p.getByRole('article').first();
      const pages = [
        ['/es', heading('Encuentre tiendas que aceptan EBT cerca de usted'), 'the home page'],
        ['/es/search?location=30303', stores, 'the stores of ZIP 30303'],
        [`/es/search?q=${encodeURIComponent(word)}`, stores, `the stores named ${word}`],
        [`/es/store/${store.id}`, heading(store.Store_Name), 'the store page'],
        ['/es/city', heading(/./), 'the cities'],
        ['/es/city/atlanta', stores, "Atlanta's stores"],
      ];
      const found = [];
      for (const [path, ready, what] of pages)
        found.push(...(await readInSpanish(page, base, path, ready, what)));
      expectNoEnglish(found);
    },
  },
  {
    name: 'Spanish walk: the blog, an article and the help pages show no English outside proper names',
    async run(page, base) {
      const pages = [
        ['/es/blog', (p) => p.getByRole('article').first(), 'the articles'],
        [
          '/es/blog/double-up-food-bucks-es',
          heading('Double Up Food Bucks: más frutas y verduras con su SNAP'),
          'the Spanish article',
        ],
        ...[
          '/es/snap-tips',
          '/es/snap-rules',
          '/es/support',
          '/es/privacy-policy',
          '/es/ebt-chip-card',
          '/es/online-ebt',
          '/es/mission',
        ].map((path) => [path, heading(/./), `the heading of ${path}`]),
      ];
      const found = [];
      for (const [path, ready, what] of pages)
        found.push(...(await readInSpanish(page, base, path, ready, what)));
      expectNoEnglish(found);
    },
  },
];
