/** Hero carousel sizes (product rule "Photo sizes"): thumbnails 120x80, main image 1200x400. */
export const CAROUSEL_SIZES = {
  thumb: { width: 120, height: 80 },
  hero: { width: 1200, height: 400 },
} as const;

/** The carousel index cycles: past the last photo comes the first, before the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
