import { defineMessages } from '@snap/domain';
import {
  BUS_UNAVAILABLE_CODE,
  BusTimeoutError,
  ENGINE_UNAVAILABLE_CODE,
  RemoteError,
  unavailableEngineOf,
} from '@snap/platform-bus';

/** What a visitor reads while part of the system is down, by the service that did not answer (the
 * first word of the message's pattern). Plain words: what is limited, and that it is temporary. */
export const OUTAGE_MESSAGES = defineMessages('outage', {
  search: 'Search is temporarily limited. Please try again in a minute.',
  identity:
    'Signing in and account changes are temporarily unavailable. Please try again in a minute.',
  community:
    'Reviews, favorites and photos are temporarily unavailable. Please try again in a minute.',
  content: 'The blog is temporarily unavailable. Please try again in a minute.',
  enrichment: 'Extra store details are temporarily unavailable. Please try again in a minute.',
  audit: 'The activity log is temporarily unavailable. Please try again in a minute.',
  /** The gateway's own rate-limit counters (Redis) are down: writes wait, reads go on. */
  cache: 'Posting is paused for a moment. Please try again in a minute.',
  /** The gateway's upload staging (MinIO) is down. */
  blobs: 'Uploads are temporarily unavailable. Please try again in a minute.',
  other: 'This part of the site is temporarily unavailable. Please try again in a minute.',
});

export type OutageArea = keyof typeof OUTAGE_MESSAGES;

function areaOfPattern(pattern: string): OutageArea {
  const service = pattern.split('.')[0];
  return service in OUTAGE_MESSAGES ? (service as OutageArea) : 'other';
}

/**
 * The plain message for a failure that is an outage (a service or engine that did not answer), or
 * undefined for any other failure. Outages are: a bus request without an answer in time, a bus that
 * did not take the request, a handler whose engine was down, and the gateway's own engines down.
 */
export function outageMessage(error: unknown): string | undefined {
  if (error instanceof BusTimeoutError) return OUTAGE_MESSAGES[areaOfPattern(error.pattern)];
  if (
    error instanceof RemoteError &&
    (error.code === BUS_UNAVAILABLE_CODE || error.code === ENGINE_UNAVAILABLE_CODE)
  )
    return OUTAGE_MESSAGES[areaOfPattern(error.pattern)];
  const engine = unavailableEngineOf(error);
  if (engine === 'cache' || engine === 'blobs') return OUTAGE_MESSAGES[engine];
  if (engine) return OUTAGE_MESSAGES.other;
  return undefined;
}
