import { boundingBox, distanceMiles } from '@snap/domain';
import { geoCellOf, geoCellsCovering } from './geo-cells';

describe('geo cells', () => {
  it('names the quarter-degree cell of a position, south-west corner inclusive', () => {
    expect(geoCellOf(33.749, -84.388)).toBe('134:-338');
    expect(geoCellOf(33.75, -84.25)).toBe('135:-337');
    expect(geoCellOf(-0.01, 0)).toBe('-1:0');
  });

  it('covers every position within the radius with the cells around the point', () => {
    const center = { lat: 33.749, lng: -84.388 };
    for (const radius of [10, 20, 25, 40]) {
      const cells = new Set(geoCellsCovering(boundingBox(center, radius)));
      expect(cells.size).toBeLessThanOrEqual(60);
      // Points on a ring just inside the radius, all round.
      for (let bearing = 0; bearing < 360; bearing += 5) {
        const rad = (bearing * Math.PI) / 180;
        const point = {
          lat: center.lat + ((radius * 0.999) / 69.0) * Math.cos(rad),
          lng:
            center.lng +
            ((radius * 0.999) / (69.0 * Math.cos((center.lat * Math.PI) / 180))) * Math.sin(rad),
        };
        if (distanceMiles(center, point) <= radius)
          expect(cells).toContain(geoCellOf(point.lat, point.lng));
      }
    }
  });

  it('gives up (null) across the antimeridian or for an enormous box', () => {
    expect(geoCellsCovering({ minLat: 51, maxLat: 52, minLng: 179.5, maxLng: 180.5 })).toBeNull();
    expect(geoCellsCovering({ minLat: 0, maxLat: 40, minLng: -120, maxLng: -70 })).toBeNull();
  });
});
