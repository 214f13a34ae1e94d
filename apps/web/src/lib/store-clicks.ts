import { graphql } from '@snap/api-client';
import { request } from './api-client';
import { lastKnownPosition } from './geolocation';

const RecordStoreClickDocument = graphql(`
  mutation RecordStoreClick($storeId: ID!, $lat: Float!, $lng: Float!, $clickId: String) {
    recordStoreClick(storeId: $storeId, lat: $lat, lng: $lng, clickId: $clickId)
  }
`);

/** Tells trending that a signed-in user opened a store from a list. Fire and forget: a failed
 * click never stands between a person and the store page. The click id makes a retry count once. */
export function recordStoreClick(store: { id: string; Latitude: number; Longitude: number }): void {
  // Where the person is when the device said so; otherwise the area they were browsing.
  const position = lastKnownPosition() ?? { lat: store.Latitude, lng: store.Longitude };
  const clickId =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : null;
  request(RecordStoreClickDocument, {
    storeId: store.id,
    lat: position.lat,
    lng: position.lng,
    clickId,
  }).catch(() => undefined);
}
