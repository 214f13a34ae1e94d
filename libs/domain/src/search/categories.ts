import { isRestaurantMealsStore } from '../programs/program-texts';
import { normalizeSearchText, searchTokens } from './normalize-search-text';

export type CategoryId = 'trending' | 'grocery' | 'convenience' | 'hotmeals' | 'farmersmarket';

export interface Category {
  id: CategoryId;
  name: string;
  /** Material icon name. */
  icon: string;
  storeTypes: string[];
  /** Name keywords that also place a store in the category (words of 2 letters or fewer ignored). */
  namePatterns: string[];
  /** Names or types that keep a store out, whatever its type. */
  excludePatterns: string[];
  showsStateWarning: boolean;
  defaultRadiusMiles: number;
}

/** The category bar, in the order of product rule "Store types and categories"; trending is the default. */
export const CATEGORIES: readonly Category[] = [
  {
    id: 'trending',
    name: 'Trending',
    icon: 'TrendingUp',
    storeTypes: [],
    namePatterns: [],
    excludePatterns: [],
    showsStateWarning: false,
    defaultRadiusMiles: 10,
  },
  {
    id: 'grocery',
    name: 'Grocery Store',
    icon: 'LocalGroceryStore',
    storeTypes: [
      'Supermarket',
      'Grocery Store',
      'Supercenter',
      'Convenience Store',
      'Specialty Store',
    ],
    namePatterns: ['grocery', 'supermarket', 'foods'],
    excludePatterns: [
      'CVS',
      'Walgreens',
      'Rite Aid',
      'Dollar',
      'Farmers Market',
      'Farm Market',
      'Flea Market',
      "Farmer's Market",
    ],
    showsStateWarning: false,
    defaultRadiusMiles: 10,
  },
  {
    id: 'convenience',
    name: 'Corner Stores',
    icon: 'Storefront',
    storeTypes: ['Convenience Store', 'Gas Station', 'Specialty Store'],
    namePatterns: ['mart', 'food mart', 'corner'],
    excludePatterns: ['CVS', 'Walgreens', 'Rite Aid', 'Dollar'],
    showsStateWarning: false,
    defaultRadiusMiles: 10,
  },
  {
    id: 'hotmeals',
    name: 'Hot Meals (RMP)',
    icon: 'Restaurant',
    storeTypes: ['Restaurant Meals Program', 'Restaurant', 'Fast Food'],
    namePatterns: ['restaurant', 'pizza', 'subway', 'mcdonalds'],
    excludePatterns: ['CVS', 'Walgreens', 'Dollar', 'Market'],
    showsStateWarning: true,
    defaultRadiusMiles: 10,
  },
  {
    id: 'farmersmarket',
    name: "Farmer's Market",
    icon: 'Agriculture',
    storeTypes: ['Farmers Market', 'Farm Market', 'Specialty Store'],
    namePatterns: ['farmers market', 'farm market', 'farmers'],
    excludePatterns: [],
    showsStateWarning: false,
    defaultRadiusMiles: 10,
  },
];

export const DEFAULT_CATEGORY: CategoryId = 'trending';

export const HOT_MEALS_EXPLANATION =
  'The Restaurant Meals Program allows eligible SNAP recipients to buy prepared meals at participating restaurants in select states.';

export function findCategory(id: string): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}

/** Keywords used for name matching: words of 2 letters or fewer are ignored (spec section 5). */
export function keywordWords(pattern: string): string[] {
  return searchTokens(pattern).filter((word) => word.length > 2);
}

function containsPhrase(haystack: string, pattern: string): boolean {
  const words = keywordWords(pattern);
  if (words.length === 0) return false;
  return ` ${haystack} `.includes(` ${words.join(' ')} `);
}

/** Whether a store belongs to a category: its type or a name keyword, and no exclusion by name or type.
 * A restaurant USDA approved for the Restaurant Meals Program is always a hot-meals store, whatever its
 * name (USDA's word beats a name pattern). */
export function matchesCategory(
  store: { Store_Name: string; Store_Type: string; Incentive_Program?: string | null },
  category: Category,
): boolean {
  if (category.id === 'trending') return true;
  if (category.id === 'hotmeals' && isRestaurantMealsStore(store)) return true;
  const name = normalizeSearchText(store.Store_Name);
  const type = normalizeSearchText(store.Store_Type);
  if (
    category.excludePatterns.some(
      (pattern) => containsPhrase(name, pattern) || containsPhrase(type, pattern),
    )
  )
    return false;
  return (
    category.storeTypes.includes(store.Store_Type) ||
    category.namePatterns.some((pattern) => containsPhrase(name, pattern))
  );
}
