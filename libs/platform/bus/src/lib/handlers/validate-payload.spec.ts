import { IsInt, IsString, Max, Min, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { defineMessage } from '@snap/messaging';
import { validatePayload } from './validate-payload';

class Point {
  @Min(-90)
  @Max(90)
  lat!: number;
}

class Nearby {
  @IsString()
  zip!: string;

  @IsInt()
  radiusMiles!: number;

  @ValidateNested()
  @Type(() => Point)
  at!: Point;
}

const NearbyMessage = defineMessage<Nearby, unknown>('test.nearby.v1', Nearby);

describe('validatePayload', () => {
  it('returns an instance of the payload class when every rule holds', async () => {
    const result = await validatePayload(NearbyMessage, {
      zip: '30301',
      radiusMiles: 10,
      at: { lat: 33.7 },
    });
    expect(result.errors).toEqual([]);
    expect(result.payload).toBeInstanceOf(Nearby);
    expect(result.payload?.at).toBeInstanceOf(Point);
  });

  it('lists every failed rule, nested ones with their path', async () => {
    const result = await validatePayload(NearbyMessage, {
      zip: 30301,
      radiusMiles: 'ten',
      at: { lat: 91 },
    });
    expect(result.payload).toBeNull();
    expect(result.errors).toEqual([
      'zip must be a string',
      'radiusMiles must be an integer number',
      'at.lat must not be greater than 90',
    ]);
  });

  it('rejects properties the contract does not declare', async () => {
    const result = await validatePayload(NearbyMessage, {
      zip: '30301',
      radiusMiles: 10,
      at: { lat: 1 },
      userId: 'u-2',
    });
    expect(result.errors).toEqual(['property userId should not exist']);
  });

  it('rejects a payload that is not an object', async () => {
    expect((await validatePayload(NearbyMessage, 'x')).errors).toEqual([
      'test.nearby.v1 payload must be an object',
    ]);
  });
});
