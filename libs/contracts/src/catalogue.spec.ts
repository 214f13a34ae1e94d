import * as contracts from './index';

type Definition = { kind: 'message' | 'event'; name: string; payload: unknown };

/** Every message and event definition the catalogue exports, wherever it is grouped. */
function definitions(): Definition[] {
  const found: Definition[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const candidate = value as Partial<Definition>;
    if (
      (candidate.kind === 'message' || candidate.kind === 'event') &&
      typeof candidate.name === 'string'
    )
      found.push(candidate as Definition);
    else Object.values(value).forEach(visit);
  };
  Object.values(contracts).forEach(visit);
  return found;
}

describe('the message catalogue', () => {
  const all = definitions();

  it('declares messages and events', () => {
    expect(all.filter((d) => d.kind === 'message').length).toBeGreaterThan(10);
    expect(all.filter((d) => d.kind === 'event').length).toBeGreaterThan(3);
  });

  it('gives each pattern and topic one versioned name, so no two contracts share a route', () => {
    const names = all.map((d) => d.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.filter((name) => !/^[a-z][a-z-]*(\.[a-z][a-z-]*)+\.v\d+$/.test(name))).toEqual([]);
  });

  it('validates every payload with a class', () => {
    expect(all.filter((d) => typeof d.payload !== 'function').map((d) => d.name)).toEqual([]);
  });
});
