import type { Language } from '@snap/domain';
import type { BlogCategoryRecord } from '../categories/blog-category.schema';

/** The blog's first categories and articles, written from the facts of the SNAP tips and chip card
 * pages. Fixed ids: two instances seeding at once write the same documents, never twice. */
export const SEED_CATEGORIES: BlogCategoryRecord[] = [
  { _id: '6f1c1a52-3d0e-4b8e-9a51-0c2f6d1e7a01', name: 'Benefits Guide', slug: 'benefits-guide' },
  { _id: '6f1c1a52-3d0e-4b8e-9a51-0c2f6d1e7a02', name: 'Shopping Tips', slug: 'shopping-tips' },
];

export interface SeedArticle {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  categoryId: string;
  metaTitle: string;
  metaDescription: string;
  body: string;
  /** Days before the first start, so the list shows them in a sensible order. */
  ageDays: number;
  language: Language;
  /** The id of the same article in the other language. */
  translationId: string | null;
}

const DOUBLE_UP_EN = '8a0d6e1b-5f2c-4c3d-8e4f-1a2b3c4d5e02';
const DOUBLE_UP_ES = '8a0d6e1b-5f2c-4c3d-8e4f-1a2b3c4d5e05';

const [GUIDE, SHOPPING] = SEED_CATEGORIES.map((c) => c._id);

export const SEED_ARTICLES: SeedArticle[] = [
  {
    id: '8a0d6e1b-5f2c-4c3d-8e4f-1a2b3c4d5e01',
    title: 'How to Use SNAP at Farmers Markets',
    slug: 'how-to-use-snap-at-farmers-markets',
    excerpt:
      'Many farmers markets take EBT cards, and many of them add extra money for fruits and vegetables. Here is how a market visit works.',
    categoryId: SHOPPING,
    metaTitle: 'How to Use SNAP at Farmers Markets',
    metaDescription:
      'Pay for fresh produce with your EBT card at farmers markets, and get extra produce dollars where matching programs run.',
    ageDays: 6,
    language: 'en',
    translationId: null,
    body: `<p>Farmers markets are not only for people with cash. Many of them accept SNAP, and a market visit can stretch your benefits further than a supermarket trip.</p>
<h2>Find a market that accepts EBT</h2>
<p>Open the home page and choose the <strong>Farmer's Market</strong> category to see markets near you that accept SNAP. Market days and hours change with the season, so check before you go.</p>
<h2>How paying works</h2>
<ul>
<li>Go to the market's information booth first.</li>
<li>Tell them how much you want to spend. They charge that amount to your EBT card.</li>
<li>You get tokens or paper vouchers that the farmers accept like cash.</li>
</ul>
<p>Tokens usually do not expire during the season, so you do not have to spend them all in one day.</p>
<h2>What you can buy</h2>
<p>The same foods as in a store: fruits and vegetables, meat, poultry and fish, dairy, breads, and seeds and plants that produce food. Hot prepared food, crafts and flowers are not eligible.</p>
<h3>Ask about matching dollars</h3>
<p>Many markets match the SNAP dollars you spend on fruits and vegetables. Read our article on Double Up Food Bucks to see how it works.</p>`,
  },
  {
    id: DOUBLE_UP_EN,
    title: 'Double Up Food Bucks: Get More Produce for Your SNAP Dollars',
    slug: 'double-up-food-bucks',
    excerpt:
      'Produce matching programs give you extra money for fruits and vegetables when you pay with SNAP. Amounts and daily limits differ by state.',
    categoryId: SHOPPING,
    metaTitle: 'Double Up Food Bucks and Produce Matching',
    metaDescription:
      'How SNAP produce matching works: fruits and vegetables matched dollar for dollar, up to a daily limit each program sets.',
    ageDays: 4,
    language: 'en',
    translationId: DOUBLE_UP_ES,
    // Only what programs-facts lists, with its sources and dates (no state limits from memory).
    body: `<p>When you spend SNAP on fruits and vegetables at a participating farmers market or grocery store, Double Up Food Bucks matches it dollar for dollar, up to a daily limit that differs by program (often $10–$20).</p>
<h2>How the match works</h2>
<ul>
<li><strong>At a farmers market:</strong> the information booth gives you the match as tokens.</li>
<li><strong>At a grocery store:</strong> the match is credit for your next visit.</li>
</ul>
<p>Each state runs its own program and its own list of markets and stores, so ask your state's program for its daily limit and where it takes part.</p>
<h2>Tips</h2>
<ul>
<li>Matching money is for fruits and vegetables only.</li>
<li>Look for the "Extra for fruits &amp; vegetables" badge on a store's page in this directory.</li>
</ul>
<p><em>Sources: doubleupfoodbucks.org, "How it works"; the Double Up pages of Iowa Healthiest State and Marquette Food Co-op (2024–2026).</em></p>`,
  },
  {
    id: '8a0d6e1b-5f2c-4c3d-8e4f-1a2b3c4d5e03',
    title: 'The Restaurant Meals Program: Hot Meals with SNAP',
    slug: 'restaurant-meals-program',
    excerpt:
      'In some states, people who cannot easily cook can buy prepared meals at approved restaurants with SNAP. Here is who qualifies and where it runs.',
    categoryId: GUIDE,
    metaTitle: 'The SNAP Restaurant Meals Program',
    metaDescription:
      'Which states run the SNAP Restaurant Meals Program, who is eligible, and how to find approved restaurants.',
    ageDays: 3,
    language: 'en',
    translationId: null,
    body: `<p>SNAP normally cannot pay for hot food. The <strong>Restaurant Meals Program</strong> is the exception: it lets some people buy prepared meals at approved restaurants with their EBT card.</p>
<h2>Where it runs</h2>
<p>As of February 2025 the program ran in Arizona, California, Illinois, Maryland, Massachusetts, Michigan, New York, Rhode Island and Virginia (confirm with your state: each state chooses whether to run it).</p>
<h2>Who can use it</h2>
<p>It is meant for people who may not be able to cook for themselves, usually:</p>
<ul>
<li>people aged 60 or older,</li>
<li>people with a disability,</li>
<li>people without a home,</li>
<li>and their spouses.</li>
</ul>
<p>Your state agency decides who qualifies; ask them if your card is enabled for the program.</p>
<h2>Finding a restaurant</h2>
<p>Choose the <strong>Restaurant</strong> category on the home page to see restaurants that accept SNAP near you. Outside the program, SNAP still cannot pay for hot foods.</p>`,
  },
  {
    id: '8a0d6e1b-5f2c-4c3d-8e4f-1a2b3c4d5e04',
    title: 'EBT Chip Cards: What Changes and How to Protect Your Benefits',
    slug: 'ebt-chip-cards',
    excerpt:
      'States are moving to EBT cards with a chip, like most bank cards. Here is why, what it means at the register, and what to do if your card is lost.',
    categoryId: GUIDE,
    metaTitle: 'EBT Chip Cards Explained',
    metaDescription:
      'Why EBT cards are getting chips, how to pay with one, and how to protect your SNAP benefits from skimming.',
    ageDays: 1,
    language: 'en',
    translationId: null,
    body: `<p>A chip card is a new EBT card with a small metal chip, like most bank cards. You insert it into the card reader instead of swiping.</p>
<h2>Why the switch</h2>
<p>Criminals copy magnetic stripes with hidden skimmers and steal benefits. A chip makes copying the card far harder, so your benefits are safer.</p>
<h2>At the register</h2>
<p>Stores need chip-ready readers. Most large stores have them; some small stores may still ask you to swipe while they upgrade. Your PIN stays the same.</p>
<h2>Protect your benefits</h2>
<ul>
<li>Never share your PIN, and cover the keypad when you type it.</li>
<li>Check your balance often so you notice a problem early.</li>
<li>If your card is lost or stolen, call the number on the back of your card right away to freeze it and ask for a replacement.</li>
</ul>
<p>Visit our <a href="/ebt-chip-card">chip card page</a> to sign up for an alert when chip cards roll out in your area.</p>`,
  },
  {
    id: DOUBLE_UP_ES,
    title: 'Double Up Food Bucks: más frutas y verduras con su SNAP',
    slug: 'double-up-food-bucks-es',
    excerpt:
      'Los programas de Double Up le dan dinero extra para frutas y verduras cuando paga con SNAP (cupones de alimentos). El límite diario cambia según el programa.',
    categoryId: SHOPPING,
    metaTitle: 'Double Up Food Bucks: el doble para frutas y verduras',
    metaDescription:
      'Cómo funciona Double Up con SNAP: sus compras de frutas y verduras se igualan dólar por dólar, hasta un límite diario que fija cada programa.',
    ageDays: 4,
    language: 'es',
    translationId: DOUBLE_UP_EN,
    // The English article's facts only (programs-facts), in the words of docs/spanish-glossary.md.
    body: `<p>Cuando usa SNAP (cupones de alimentos) para comprar frutas y verduras en un mercado de agricultores o una tienda de comestibles que participa, Double Up Food Bucks le da el doble para frutas y verduras: iguala lo que gasta dólar por dólar, hasta un límite diario que cambia según el programa (muchas veces de $10 a $20).</p>
<h2>Cómo funciona</h2>
<ul>
<li><strong>En un mercado de agricultores:</strong> en el puesto de información le dan lo que le corresponde en fichas.</li>
<li><strong>En una tienda de comestibles:</strong> lo que le corresponde es un crédito para su próxima compra.</li>
</ul>
<p>Cada estado tiene su propio programa y su propia lista de mercados y tiendas. Pregunte al programa de su estado cuál es el límite diario y dónde participa.</p>
<h2>Consejos</h2>
<ul>
<li>El dinero extra es solo para frutas y verduras.</li>
<li>Busque las tiendas con el filtro "Dinero extra para frutas y verduras" de este directorio.</li>
</ul>
<p><em>Fuentes: doubleupfoodbucks.org, la página «Cómo funciona»; las páginas de Double Up de Iowa Healthiest State y Marquette Food Co-op (2024–2026).</em></p>`,
  },
];
