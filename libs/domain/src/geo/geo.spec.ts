import { boundingBox, distanceMiles, roundCoordinate } from './geo';

describe('geo', () => {
  it('measures great-circle miles with the earth radius of 3959', () => {
    // One degree of arc on a sphere of radius 3959 miles is 3959 × π / 180 = 69.0976 miles.
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(69.0976, 3);
    expect(distanceMiles({ lat: 10, lng: 20 }, { lat: 11, lng: 20 })).toBeCloseTo(69.0976, 3);
    expect(distanceMiles({ lat: 33.75, lng: -84.39 }, { lat: 33.75, lng: -84.39 })).toBe(0);
  });

  it('builds a box at 69 miles per degree of latitude that contains the whole circle', () => {
    const box = boundingBox({ lat: 33.75, lng: -84.39 }, 10);
    expect(box.maxLat - 33.75).toBeCloseTo(10 / 69, 6);
    const east = { lat: 33.75, lng: box.maxLng };
    expect(distanceMiles({ lat: 33.75, lng: -84.39 }, east)).toBeGreaterThanOrEqual(9.99);
  });

  it('rounds tracked coordinates to 3 decimals', () => {
    expect(roundCoordinate(33.753746)).toBe(33.754);
    expect(roundCoordinate(-84.391512)).toBe(-84.392);
  });
});
