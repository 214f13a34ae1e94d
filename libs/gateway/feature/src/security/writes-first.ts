import type { NextFunction, Request, Response } from 'express';
import { isGraphqlRead } from './read-admission';

/** GraphQL reads started per turn of the event loop; the rest wait for the next turns. */
export const DEFAULT_READS_PER_TURN = 8;

/**
 * Writes before reads on one event loop. A request is answered within the turn that parsed it, and a
 * turn runs every request that arrived meanwhile, so a write that arrives behind a hundred reads waits
 * for all of them, however little work it is itself (writes were as slow as reads under the stress
 * load). Here a read is not started at once: it joins a queue, and each turn starts at most
 * `readsPerTurn` of them, in order, after the turn's I/O. A write (a mutation, a photo upload, any
 * other route) starts as soon as it is parsed, so it waits for a short turn. No read is refused or
 * dropped, and the loop does the same work in total: reads wait in the queue for the time they waited
 * in the long turns before. A read whose visitor left while it waited is not started.
 */
export function writesFirst(readsPerTurn = DEFAULT_READS_PER_TURN) {
  const queue: Array<() => void> = [];
  let scheduled = false;

  const startSome = () => {
    scheduled = false;
    for (let started = 0; started < readsPerTurn && queue.length > 0; started++)
      (queue.shift() as () => void)();
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    // After the turn's I/O: the writes parsed in this turn run first.
    setImmediate(startSome);
  };

  const gate = (req: Request, res: Response, next: NextFunction): void => {
    if (!isGraphqlRead(req)) return next();
    queue.push(() => {
      if (res.writableEnded || !res.socket || res.socket.destroyed) return;
      next();
    });
    schedule();
  };
  /** Reads waiting to start now. */
  return Object.assign(gate, { waiting: () => queue.length });
}
