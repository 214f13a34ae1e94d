/** Store click tracking (discovery spec sections 3, 4 and 7): recorded only for a signed-in user, a
 * store id and both coordinates valid; coordinates kept to 3 decimals (about 110 m). */
export function roundClickCoordinate(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export interface StoreClickInput {
  userId?: string | null;
  storeId?: string | null;
  lat?: number | null;
  lng?: number | null;
}

/** Why a click is not recorded (logged as a warning), or null when it may be. */
export function storeClickProblem(click: StoreClickInput): string | null {
  if (!click.userId) return 'no signed-in user';
  if (!click.storeId || !click.storeId.trim()) return 'no store id';
  if (
    typeof click.lat !== 'number' ||
    !Number.isFinite(click.lat) ||
    click.lat < -90 ||
    click.lat > 90
  )
    return 'invalid latitude';
  if (
    typeof click.lng !== 'number' ||
    !Number.isFinite(click.lng) ||
    click.lng < -180 ||
    click.lng > 180
  )
    return 'invalid longitude';
  return null;
}
