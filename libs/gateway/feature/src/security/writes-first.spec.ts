import type { NextFunction, Request, Response } from 'express';
import { writesFirst } from './writes-first';

const read = (name: string) =>
  ({
    method: 'POST',
    path: '/graphql',
    body: { query: `query ${name} { nearbyStores { id } }` },
  }) as unknown as Request;
const mutation = {
  method: 'POST',
  path: '/graphql',
  body: { query: 'mutation { createReview(storeId: "s", rating: 5) { review { id } } }' },
} as unknown as Request;
const upload = { method: 'POST', path: '/api/stores/s/photos', body: {} } as unknown as Request;

/** A response whose visitor is still there, or one who left. */
const response = (gone = false) =>
  ({ writableEnded: false, socket: { destroyed: gone } }) as unknown as Response;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('writes first: a write does not wait behind the reads that arrived with it', () => {
  it('starts a mutation or an upload at once, and the reads that came before it a few a turn, in order', async () => {
    const gate = writesFirst(2);
    const started: string[] = [];
    const starts =
      (name: string): NextFunction =>
      () =>
        started.push(name);

    for (let i = 0; i < 6; i++) gate(read(`r${i}`), response(), starts(`r${i}`));
    gate(mutation, response(), starts('review'));
    gate(upload, response(), starts('upload'));
    expect(started).toEqual(['review', 'upload']);
    expect(gate.waiting()).toBe(6);

    await nextTurn();
    expect(started).toEqual(['review', 'upload', 'r0', 'r1']);
    await nextTurn();
    await nextTurn();
    expect(started).toEqual(['review', 'upload', 'r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
    expect(gate.waiting()).toBe(0);
  });

  it('does not start a read whose visitor left while it waited', async () => {
    const gate = writesFirst(8);
    const started: string[] = [];
    gate(read('left'), response(true), () => started.push('left'));
    gate(read('stayed'), response(), () => started.push('stayed'));
    await nextTurn();
    expect(started).toEqual(['stayed']);
    expect(gate.waiting()).toBe(0);
  });
});
