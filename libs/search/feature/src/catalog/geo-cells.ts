import type { BoundingBox } from '@snap/domain';

/**
 * A coarse grid over the map, one cell id stored (and indexed) on every store, so the nearby fallback
 * (search index down) asks the documents store for a few equality keys instead of a latitude and
 * longitude range: FerretDB does not push ranges down to PostgreSQL (2.3–2.5 s at 13,000 stores) but
 * answers an indexed equality at once. A quarter degree (about 17 by 14 miles in the US) keeps a
 * 40-mile radius to about 40 cells and a 10-mile one to about 4.
 */
export const GEO_CELL_DEGREES = 0.25;

/** Beyond this many cells (a radius far larger than the 40 miles of product rule "Search results") the range query is used. */
export const MAX_GEO_CELLS = 400;

const index = (degrees: number) => Math.floor(degrees / GEO_CELL_DEGREES);

/** The cell of a position: `<latitude row>:<longitude column>`, e.g. `135:-337` for Atlanta. */
export function geoCellOf(lat: number, lng: number): string {
  return `${index(lat)}:${index(lng)}`;
}

/** Every cell that touches the box, or null when the box crosses the antimeridian or a pole, or
 * would need more than MAX_GEO_CELLS cells (the caller then filters by range). */
export function geoCellsCovering(box: BoundingBox): string[] | null {
  if (box.minLat < -90 || box.maxLat > 90 || box.minLng < -180 || box.maxLng >= 180) return null;
  const rows = [index(box.minLat), index(box.maxLat)];
  const columns = [index(box.minLng), index(box.maxLng)];
  if ((rows[1] - rows[0] + 1) * (columns[1] - columns[0] + 1) > MAX_GEO_CELLS) return null;
  const cells: string[] = [];
  for (let row = rows[0]; row <= rows[1]; row++)
    for (let column = columns[0]; column <= columns[1]; column++) cells.push(`${row}:${column}`);
  return cells;
}
