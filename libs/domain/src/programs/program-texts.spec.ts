import {
  filterTypesOf,
  hasProgramMarkup,
  matchesStoreTypes,
  incentiveTextFor,
  isRestaurantMealsStore,
  produceIncentiveOf,
  PROGRAM_TEXT_MESSAGES,
  programTextsIn,
  restaurantMealsStates,
  validateProgramText,
} from './program-texts';
import { SEEDED_PROGRAM_TEXTS } from './program-facts';

const valid = {
  kind: 'incentive',
  name: 'Double Up Food Bucks',
  text: 'Spend SNAP on fruits & vegetables and get the same amount free.',
  asOf: 'Feb 2025',
  source: 'doubleupfoodbucks.org/how-it-works/',
  everyState: false,
  states: ['mi', 'GA', 'MI'],
};

describe('program texts: the back-office form rules', () => {
  it('keeps a valid text, trimmed, with its states upper-cased, sorted and once each', () => {
    const { value, errors } = validateProgramText({ ...valid, name: '  Double Up Food Bucks ' });
    expect(errors).toEqual([]);
    expect(value).toEqual({
      ...valid,
      nameEs: null,
      textEs: null,
      states: ['GA', 'MI'],
      kind: 'incentive',
    });
  });

  it('keeps the Spanish name and text, trimmed; left empty, they are null', () => {
    const { value, errors } = validateProgramText({
      ...valid,
      nameEs: ' Double Up Food Bucks ',
      textEs: ' Lo que gasta de SNAP  en frutas se iguala. ',
    });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({
      nameEs: 'Double Up Food Bucks',
      textEs: 'Lo que gasta de SNAP en frutas se iguala.',
    });
    expect(validateProgramText({ ...valid, nameEs: ' ', textEs: '' }).value).toMatchObject({
      nameEs: null,
      textEs: null,
    });
  });

  it('bounds the Spanish as the English, with the same messages, and refuses its markup', () => {
    expect(
      validateProgramText({ ...valid, nameEs: 'a'.repeat(81), textEs: 'a'.repeat(601) }).errors,
    ).toEqual([PROGRAM_TEXT_MESSAGES.nameTooLong, PROGRAM_TEXT_MESSAGES.textTooLong]);
    expect(validateProgramText({ ...valid, textEs: 'a'.repeat(600) }).errors).toEqual([]);
    expect(validateProgramText({ ...valid, textEs: 'Frutas &amp; verduras' }).errors).toEqual([
      PROGRAM_TEXT_MESSAGES.markup,
    ]);
  });

  it.each([
    ['a tag', 'Get <b>double</b> at the market'],
    ['a link', 'See <a href="https://x.org">here</a>'],
    ['a comment', 'Matched <!-- daily --> up to a limit'],
    ['an entity', 'Fruits &amp; vegetables'],
    ['a numeric entity', 'Fruits &#38; vegetables'],
  ])('refuses %s in the text with the plain-text message', (_what, text) => {
    expect(validateProgramText({ ...valid, text }).errors).toEqual([PROGRAM_TEXT_MESSAGES.markup]);
  });

  it('refuses markup in the name, date or source too', () => {
    expect(validateProgramText({ ...valid, source: '<script>x</script>' }).errors).toEqual([
      PROGRAM_TEXT_MESSAGES.markup,
    ]);
  });

  it('lets through text that only looks like markup to a careless eye: $, <, & alone', () => {
    expect(hasProgramMarkup('Up to $20 a day & more; 3 < 4')).toBe(false);
  });

  it('requires a date and a source for every fact', () => {
    expect(validateProgramText({ ...valid, asOf: ' ', source: '' }).errors).toEqual([
      PROGRAM_TEXT_MESSAGES.asOfRequired,
      PROGRAM_TEXT_MESSAGES.sourceRequired,
    ]);
  });

  it('bounds each field', () => {
    expect(validateProgramText({ ...valid, text: 'a'.repeat(601) }).errors).toEqual([
      'Text must be at most 600 characters',
    ]);
    expect(validateProgramText({ ...valid, text: 'a'.repeat(600) }).errors).toEqual([]);
  });

  it('names every state code USDA does not use', () => {
    expect(validateProgramText({ ...valid, states: ['GA', 'XX', 'Georgia'] }).errors).toEqual([
      'XX, GEORGIA are not state codes USDA uses (use two letters, such as GA, DC, PR or VI)',
    ]);
  });

  it('wants states or every state (Summer EBT alone may wait for its states), not both', () => {
    expect(validateProgramText({ ...valid, states: [] }).errors).toEqual([
      PROGRAM_TEXT_MESSAGES.statesRequired,
    ]);
    expect(validateProgramText({ ...valid, kind: 'summer-ebt', states: [] }).errors).toEqual([]);
    expect(validateProgramText({ ...valid, everyState: true }).errors).toEqual([
      PROGRAM_TEXT_MESSAGES.statesWithEveryState,
    ]);
  });

  it('refuses an unknown kind', () => {
    expect(validateProgramText({ ...valid, kind: 'coupons' }).errors).toEqual([
      PROGRAM_TEXT_MESSAGES.kindInvalid,
    ]);
  });

  it('passes its own rules for every seeded fact', () => {
    for (const seed of SEEDED_PROGRAM_TEXTS)
      expect([seed.id, validateProgramText(seed).errors]).toEqual([seed.id, []]);
  });
});

describe('who gets the hot-meals banner and the fruits & vegetables badge', () => {
  it("marks a restaurant by USDA's store type, or by an incentive text that names RMP", () => {
    expect(isRestaurantMealsStore({ Store_Type: 'Restaurant Meals Program' })).toBe(true);
    expect(
      isRestaurantMealsStore({
        Store_Type: 'Supercenter',
        Incentive_Program: 'Restaurant Meals Program (RMP)',
      }),
    ).toBe(true);
    expect(isRestaurantMealsStore({ Store_Type: 'Restaurant', Incentive_Program: null })).toBe(
      false,
    );
    // 'rmp' inside a word is not the marker.
    expect(
      isRestaurantMealsStore({ Store_Type: 'Grocery Store', Incentive_Program: 'Trmpx' }),
    ).toBe(false);
  });

  it('counts an incentive program, but not the RMP marker, as extra for fruits & vegetables', () => {
    expect(produceIncentiveOf({ Incentive_Program: ' Double Up Food Bucks ' })).toBe(
      'Double Up Food Bucks',
    );
    expect(produceIncentiveOf({ Incentive_Program: 'Restaurant Meals Program (RMP)' })).toBeNull();
    expect(produceIncentiveOf({ Incentive_Program: '' })).toBeNull();
    expect(produceIncentiveOf({ Incentive_Program: null })).toBeNull();
  });
});

describe('which text a store shows', () => {
  const texts = [
    ...SEEDED_PROGRAM_TEXTS,
    {
      ...SEEDED_PROGRAM_TEXTS[2],
      id: 'mi',
      text: 'Michigan: up to $20 a day.',
      everyState: false,
      states: ['MI'],
    },
  ];

  it("gives a store its state's own incentive text first, then the one for every state", () => {
    expect(incentiveTextFor(texts, 'DOUBLE UP food bucks', 'MI')?.id).toBe('mi');
    expect(incentiveTextFor(texts, 'Double Up Food Bucks', 'GA')?.id).toBe(
      'seed-incentive-double-up-food-bucks',
    );
    expect(incentiveTextFor(texts, 'Healthy Bucks', 'GA')).toBeNull();
  });

  it('shows Summer EBT only where an admin entered that it runs, WIC in every state', () => {
    expect(programTextsIn(texts, 'summer-ebt', 'GA')).toEqual([]);
    expect(programTextsIn(texts, 'wic', 'GA').map((t) => t.id)).toEqual(['seed-wic']);
  });

  it('reads the RMP states from the facts, in name order', () => {
    expect(restaurantMealsStates(texts)).toEqual([
      'AZ',
      'CA',
      'IL',
      'MD',
      'MA',
      'MI',
      'NY',
      'RI',
      'VA',
    ]);
  });
});

describe('the store-type filter and the Restaurant Meals Program', () => {
  it('finds every RMP restaurant under the Hot Meals type, those only the incentive text marks too', () => {
    const markedByIncentive = {
      Store_Type: 'Super Store',
      Incentive_Program: 'Restaurant Meals Program (RMP)',
    };
    expect(filterTypesOf(markedByIncentive)).toEqual(['Super Store', 'Restaurant Meals Program']);
    expect(matchesStoreTypes(markedByIncentive, ['Restaurant Meals Program'])).toBe(true);
    expect(matchesStoreTypes(markedByIncentive, ['Super Store'])).toBe(true);
    expect(matchesStoreTypes(markedByIncentive, ['Supermarket'])).toBe(false);
    expect(filterTypesOf({ Store_Type: 'Restaurant Meals Program' })).toEqual([
      'Restaurant Meals Program',
    ]);
    const doubleUp = { Store_Type: 'Supermarket', Incentive_Program: 'Double Up Food Bucks' };
    expect(matchesStoreTypes(doubleUp, ['Restaurant Meals Program'])).toBe(false);
    expect(matchesStoreTypes(doubleUp, undefined)).toBe(true);
    expect(matchesStoreTypes(doubleUp, [])).toBe(true);
  });
});
