import { describe, expect, it } from 'vitest';
import {
  coverageSummary,
  coveredStateNames,
  heroFigureText,
  homeDescription,
  listWords,
  missionOfferText,
  storesFaqAnswer,
  uncoveredState,
  type CoverageFacts,
} from './coverage-text';

// The catalog the bundled sample gives: Georgia's list of July 29, 2026 and the national markets.
const georgia: CoverageFacts = {
  covered: [{ state: 'GA', name: 'Georgia', stores: 9312, asOf: '2026-07-29' }],
  storesElsewhere: 3093,
};

describe('coverage wording', () => {
  it('says what the catalog holds, with the date of each list', () => {
    expect(coverageSummary(georgia)).toBe(
      "9,312 SNAP stores across Georgia from USDA's list of July 29, 2026, and 3,093 farmers markets in other states",
    );
  });

  it('names each covered state with its own list', () => {
    expect(
      coverageSummary({
        covered: [
          { state: 'GA', name: 'Georgia', stores: 9312, asOf: '2026-07-29' },
          { state: 'AL', name: 'Alabama', stores: 4100, asOf: '2026-08-01' },
        ],
        storesElsewhere: 0,
      }),
    ).toBe(
      "9,312 SNAP stores across Georgia from USDA's list of July 29, 2026, and 4,100 across Alabama from USDA's list of August 1, 2026",
    );
  });

  it('claims no state when none is covered, and nothing at all for an empty catalog', () => {
    expect(coverageSummary({ covered: [], storesElsewhere: 3093 })).toBe(
      "3,093 farmers markets from USDA's national list",
    );
    expect(coverageSummary({ covered: [], storesElsewhere: 0 })).toBeNull();
    expect(coverageSummary(undefined)).toBeNull();
  });

  it('never claims 300,000, with or without the figure', () => {
    for (const coverage of [georgia, null]) {
      for (const text of [
        heroFigureText(coverage) ?? '',
        storesFaqAnswer(coverage),
        homeDescription(coverage),
        missionOfferText(coverage),
      ])
        expect(text).not.toMatch(/300,000/);
    }
    expect(heroFigureText(georgia)).toBe(
      "This site lists 9,312 SNAP stores across Georgia from USDA's list of July 29, 2026, and 3,093 farmers markets in other states.",
    );
    expect(storesFaqAnswer(georgia)).toContain('Every store shown is EBT Accepted.');
    expect(homeDescription(georgia)).toContain('9,312 SNAP stores across Georgia');
  });

  it('keeps the hero and the meta description short when the catalog covers more than one state', () => {
    const twoPlaces: CoverageFacts = {
      covered: [...georgia.covered, { state: 'GU', name: 'Guam', stores: 3, asOf: '2026-07-28' }],
      storesElsewhere: 3093,
    };
    expect(heroFigureText(twoPlaces)).toBe(
      "This site lists 9,315 SNAP stores across 2 states and territories from USDA's lists, and 3,093 farmers markets in other states.",
    );
    expect(homeDescription(twoPlaces)).toContain(
      "9,315 SNAP stores across 2 states and territories from USDA's lists",
    );
    // The FAQ names each state with the date of its list.
    expect(storesFaqAnswer(twoPlaces)).toContain(
      "9,312 SNAP stores across Georgia from USDA's list of July 29, 2026, 3 across Guam from USDA's list of July 28, 2026, and 3,093 farmers markets in other states",
    );
    const national: CoverageFacts = {
      covered: [
        { state: 'GA', name: 'Georgia', stores: 9312, asOf: '2026-07-29' },
        { state: 'AL', name: 'Alabama', stores: 5000, asOf: '2026-07-29' },
      ],
      storesElsewhere: 0,
    };
    expect(heroFigureText(national)).toBe(
      "This site lists 14,312 SNAP stores across 2 states from USDA's lists.",
    );
  });

  it('finds a place outside the covered states', () => {
    expect(uncoveredState(georgia, 'IL')).toEqual({ code: 'IL', name: 'Illinois' });
    expect(uncoveredState(georgia, 'ga')).toBeNull();
    expect(uncoveredState(georgia, null)).toBeNull();
    expect(uncoveredState(georgia, 'ZZ')).toBeNull();
    expect(uncoveredState(undefined, 'IL')).toBeNull();
  });

  it('lists names the way people say them', () => {
    expect(listWords(['Georgia'])).toBe('Georgia');
    expect(listWords(['Georgia', 'Alabama'])).toBe('Georgia and Alabama');
    expect(listWords(['Georgia', 'Alabama', 'Ohio'])).toBe('Georgia, Alabama and Ohio');
    expect(coveredStateNames(georgia)).toBe('Georgia');
  });
});
