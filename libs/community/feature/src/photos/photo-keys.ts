/** The source of a photo's points: a photo that fails takes back what it earned. */
export function photoPointsSource(photoId: string): string {
  return `store_photo:${photoId}`;
}
