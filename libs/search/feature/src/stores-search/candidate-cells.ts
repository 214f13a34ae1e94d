import { type BoundingBox, storeTypesReadIncentive } from '@snap/domain';
import { geoCellsCovering } from '../catalog/geo-cells';
import type { StoresRepository } from '../catalog/stores.repository';

/** The grid cells covering the box, or null when the box's stores must be read in full: the cells
 * carry what ranking needs, not the incentive text that the incentive filter and the Restaurant Meals
 * Program type (storeTypesReadIncentive) read. */
export function candidateCells(
  stores: StoresRepository,
  box: BoundingBox,
  query: { storeTypes?: string[]; produceIncentiveOnly?: boolean },
): string[] | null {
  if (!stores.cells.ready || query.produceIncentiveOnly) return null;
  if (storeTypesReadIncentive(query.storeTypes)) return null;
  return geoCellsCovering(box);
}
