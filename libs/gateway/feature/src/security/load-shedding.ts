import { isPageRequest } from '../delivery/page-rendering';
import type { NextFunction, Request, Response } from 'express';
import { OUTAGE_MESSAGES } from '../graphql/outages';

/** Requests the gateway answers with 503 at once, instead of queueing them, once this many API
 * requests are in flight: above the k6 stress profile's 112 (what one 2-core machine is sized to
 * serve, docs/capacity.md), below the 256 of an overload. A replica behind a balancer sheds on its
 * own count. */
export const DEFAULT_MAX_API_REQUESTS_IN_FLIGHT = 128;

/** Event-loop lag (smoothed) past which new API requests are shed; 0 turns the check off, the default.
 * In the one-process runtime a request is served start to finish within one turn of the loop, so a
 * queue there is sockets waiting for the loop, which shows as lag rather than as requests in flight.
 * Off by default: measured at 256 in flight the loop kept up (the lag stayed under 25 ms), and a
 * one-off burst of work (a catalog import) must not turn visitors away. */
export const DEFAULT_MAX_EVENT_LOOP_LAG_MS = 0;
/** Lag must stay past the limit this long before requests are shed: overload, not a pause. */
export const LAG_SUSTAINED_MS = 1_000;

/** Seconds a shed caller is asked to wait: short, as overload passes quickly once callers back off. */
export const SHED_RETRY_AFTER_SECONDS = 5;

/** The code a shed request carries in its GraphQL-shaped body, so clients and the k6 report
 * (tools/load) can count shed answers apart from errors. */
export const SHED_CODE = 'SERVICE_UNAVAILABLE';

export interface LoadSheddingOptions {
  maxInFlight: number;
  /** The process's current event-loop lag in ms (see eventLoopLag); lag is not checked without it. */
  eventLoopLag?: () => number;
  /** 0 or absent: lag is not checked. */
  maxEventLoopLagMs?: number;
  now?: () => number;
  /** Called on every shed request (metrics). */
  onShed?: () => void;
}

/**
 * How late the event loop runs a timer, smoothed over the last few checks (as toobusy does): the time a
 * new request waits before its first line runs. Stops with `stop()`; the timer never keeps the process up.
 */
export function eventLoopLag(checkEveryMs = 50): { current: () => number; stop: () => void } {
  let lag = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const behind = Math.max(0, now - last - checkEveryMs);
    lag = (lag * 2 + behind) / 3;
    last = now;
  }, checkEveryMs);
  timer.unref();
  return { current: () => lag, stop: () => clearInterval(timer) };
}

/** The API paths whose work is worth bounding; pages and health checks are cheap and always answered. */
function isApiRequest(req: Request): boolean {
  return req.path === '/graphql' ? req.method === 'POST' : req.path.startsWith('/api/');
}

/**
 * Overload that degrades instead of collapsing: past `maxInFlight` API requests in flight, or while the
 * event loop lags, a new one is answered 503 with Retry-After before any work starts, so the queue in front of the services stays
 * bounded and the requests already accepted keep their latency. The body is a GraphQL error with the
 * site's usual "try again in a minute" words, which the public site shows as it shows any outage.
 */
export function loadShedding(options: LoadSheddingOptions) {
  let inFlight = 0;
  let laggingSince: number | undefined;
  const now = options.now ?? Date.now;
  const maxLag = options.maxEventLoopLagMs ?? DEFAULT_MAX_EVENT_LOOP_LAG_MS;
  const lagging = (): boolean => {
    if (!options.eventLoopLag || maxLag <= 0) return false;
    if (options.eventLoopLag() <= maxLag) {
      laggingSince = undefined;
      return false;
    }
    laggingSince ??= now();
    return now() - laggingSince >= LAG_SUSTAINED_MS;
  };
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const page = isPageRequest(req);
    if (!page && !isApiRequest(req)) return next();
    if (inFlight >= options.maxInFlight || lagging()) {
      options.onShed?.();
      res.setHeader('Retry-After', String(SHED_RETRY_AFTER_SECONDS));
      // A page rendered on the server costs as much as its data: it is shed like the API, in words.
      if (page) {
        res.status(503).type('text/plain').send(OUTAGE_MESSAGES.other);
        return;
      }
      res.status(503).json({
        errors: [{ message: OUTAGE_MESSAGES.other, extensions: { code: SHED_CODE, shed: true } }],
      });
      return;
    }
    inFlight += 1;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight -= 1;
    };
    // 'close' also fires when the caller hangs up before the answer, which 'finish' would miss.
    res.once('finish', finish);
    res.once('close', finish);
    next();
  };
  return Object.assign(middleware, { inFlight: () => inFlight });
}
