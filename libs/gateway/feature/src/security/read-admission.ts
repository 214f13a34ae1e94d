import type { NextFunction, Request, Response } from 'express';
import { getOperationAST, parse } from 'graphql';
import { OUTAGE_MESSAGES } from '../graphql/outages';

/** GraphQL reads worked on at once by default; more wait their turn, in order, before any work. */
export const DEFAULT_MAX_READS_IN_FLIGHT = 24;
/** Reads waiting at most; past that a read is shed (503, SERVICE_UNAVAILABLE) rather than queued. */
export const DEFAULT_MAX_READS_WAITING = 2_000;
const RETRY_AFTER_SECONDS = 1;

export interface ReadAdmissionOptions {
  maxInFlight?: number;
  maxWaiting?: number;
}

/** Whether a GraphQL request body runs a query: the operation it names (or its only one) as graphql-js
 * reads it, so a fragment before a mutation, or a document of several operations, is read right. A
 * document that does not parse is a read (the server refuses it without writing anything). */
export function isQueryOperation(query: string, operationName?: unknown): boolean {
  try {
    const operation = getOperationAST(
      parse(query, { noLocation: true }),
      typeof operationName === 'string' ? operationName : undefined,
    );
    return operation?.operation !== 'mutation';
  } catch {
    return true;
  }
}

/** A GraphQL query (not a mutation): GET /graphql, or a POST whose operation is a query. Uploads,
 * every other route and health checks are never held. */
export function isGraphqlRead(req: Request): boolean {
  if (req.path !== '/graphql') return false;
  if (req.method === 'GET') return true;
  if (req.method !== 'POST') return false;
  const body = req.body as { query?: unknown; operationName?: unknown } | undefined;
  if (typeof body?.query !== 'string') return Array.isArray(req.body);
  return isQueryOperation(body.query, body.operationName);
}

/**
 * Admission control for reads, in front of their work. A request's latency is about how many times it
 * waits for I/O times how long one turn of the event loop takes, and a turn runs every request in
 * flight. A favorite, a review or a photo upload waits many more times than a search (appends, blob
 * files, bus hops), so with a hundred reads in flight each of its waits costs a long turn and writes
 * end up seconds behind reads. Holding reads beyond a bound in a queue keeps turns short: writes pass
 * at once, and reads keep their throughput (the work done per second is the same) with their waiting
 * moved into the queue. Past `maxWaiting` a read is shed: 503 with Retry-After, which clients and
 * the k6 report (tools/load) count apart from errors.
 */
export function readAdmission(options: ReadAdmissionOptions = {}) {
  const maxInFlight = options.maxInFlight ?? DEFAULT_MAX_READS_IN_FLIGHT;
  const maxWaiting = options.maxWaiting ?? DEFAULT_MAX_READS_WAITING;
  const waiting: Array<() => void> = [];
  let inFlight = 0;

  const admit = (res: Response, next: NextFunction) => {
    inFlight++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight--;
      // The next waiting read whose visitor is still there.
      while (inFlight < maxInFlight && waiting.length > 0) (waiting.shift() as () => void)();
    };
    res.once('finish', release);
    res.once('close', release);
    next();
  };

  const gate = (req: Request, res: Response, next: NextFunction): void => {
    if (!isGraphqlRead(req)) return next();
    if (inFlight < maxInFlight && waiting.length === 0) return admit(res, next);
    if (waiting.length >= maxWaiting) {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).json({
        errors: [
          {
            message: OUTAGE_MESSAGES.other,
            extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: RETRY_AFTER_SECONDS },
          },
        ],
      });
      return;
    }
    const turn = () => {
      // Gone while it waited (its connection closed): nothing to answer, and no slot taken. Not
      // req.destroyed: a request whose body was read to the end is destroyed already.
      if (res.writableEnded || !res.socket || res.socket.destroyed) return;
      admit(res, next);
    };
    waiting.push(turn);
  };
  /** Reads waiting their turn now. */
  return Object.assign(gate, { waiting: () => waiting.length });
}
