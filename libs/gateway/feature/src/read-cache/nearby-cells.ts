import { NEARBY_CANDIDATES_MAX, type NearbyCandidatesQuery } from '@snap/contracts';
import {
  distanceMiles,
  type LatLng,
  rankNearest,
  roundDistanceMiles,
  type StoreHit,
} from '@snap/domain';

/** A grid cell's side in degrees (about 0.35 miles of latitude): people in one cell share the cell's
 * candidates, so a cached nearby list serves every position in it. */
export const CELL_DEGREES = 0.005;

/** Pages reaching further than this are asked exactly, never from a cell's candidates. */
const MAX_CELL_PAGE_END = 160;

/** Floating-point slack in miles: a bound is only trusted with this much to spare. */
const SLACK_MILES = 1e-6;

export interface NearbyPageQuery extends LatLng {
  radiusMiles: number;
  storeTypes?: string[];
  produceIncentiveOnly?: boolean;
  limit: number;
  offset: number;
}

/**
 * The candidates a nearby page is answered from: the stores nearest the centre of the person's grid
 * cell, within the radius widened by the cell's half-diagonal, so every store within the radius of
 * any point of the cell is among them, or the candidates are the nearest `limit` and
 * `pageFromCandidates` checks the page is inside them. Null for a page too deep to share.
 */
export function cellCandidatesQuery(query: NearbyPageQuery): NearbyCandidatesQuery | null {
  const pageEnd = query.offset + query.limit;
  if (pageEnd > MAX_CELL_PAGE_END) return null;
  const row = Math.floor(query.lat / CELL_DEGREES);
  const column = Math.floor(query.lng / CELL_DEGREES);
  const center = { lat: (row + 0.5) * CELL_DEGREES, lng: (column + 0.5) * CELL_DEGREES };
  // The corner nearer the equator is the farthest (meridians converge towards the poles).
  const halfDiagonal = Math.max(
    ...[row, row + 1].flatMap((r) =>
      [column, column + 1].map((c) =>
        distanceMiles(center, { lat: r * CELL_DEGREES, lng: c * CELL_DEGREES }),
      ),
    ),
  );
  return {
    lat: center.lat,
    lng: center.lng,
    radiusMiles: query.radiusMiles + halfDiagonal + 0.01,
    ...(query.storeTypes?.length ? { storeTypes: [...query.storeTypes].sort() } : {}),
    ...(query.produceIncentiveOnly ? { produceIncentiveOnly: true } : {}),
    // A few pages' worth, in steps, so pages of one cell share an entry.
    limit: Math.min(NEARBY_CANDIDATES_MAX, Math.max(100, 2 ** Math.ceil(Math.log2(pageEnd * 3)))),
  };
}

/**
 * The person's page from their cell's candidates, exactly as the search service answers it: distance
 * from the person's own position, their radius, nearest first (ties by id), their offset and limit.
 * Null when the candidates cannot prove the page complete: then the caller asks for it exactly.
 *
 * Why it is exact: every candidate is measured from the person. When fewer candidates came back than
 * asked for, they are every store within the widened radius of the centre, which holds every store
 * within the radius of the person (triangle inequality). Otherwise every store left out is at least
 * `farthest` from the centre, so at least `farthest - offCentre` from the person; a page whose last
 * store is nearer than that (or, for a short page, whose radius is) cannot be missing one.
 */
export function pageFromCandidates(
  query: NearbyPageQuery,
  cell: NearbyCandidatesQuery,
  candidates: StoreHit[],
): StoreHit[] | null {
  const person = { lat: query.lat, lng: query.lng };
  const ranked = rankNearest(
    candidates
      .map((hit) => ({ id: hit.id, distanceMiles: distanceMiles(person, position(hit)), hit }))
      .filter((entry) => entry.distanceMiles <= query.radiusMiles),
  );
  const pageEnd = query.offset + query.limit;
  if (candidates.length >= cell.limit) {
    const center = { lat: cell.lat, lng: cell.lng };
    const farthest = Math.max(...candidates.map((hit) => distanceMiles(center, position(hit))));
    const nearestLeftOut = farthest - distanceMiles(center, person) - SLACK_MILES;
    const reach =
      ranked.length >= pageEnd ? (ranked[pageEnd - 1].distanceMiles as number) : query.radiusMiles;
    if (!(reach < nearestLeftOut)) return null;
  }
  return ranked.slice(query.offset, pageEnd).map(({ hit, distanceMiles: miles }) => ({
    ...hit,
    distanceMiles: roundDistanceMiles(miles as number),
    similarityScore: null,
  }));
}

const position = (hit: StoreHit): LatLng => ({ lat: hit.Latitude, lng: hit.Longitude });
