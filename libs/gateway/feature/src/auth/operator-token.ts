import { ForbiddenException } from '@nestjs/common';
import type { Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';

/** Refuses a request unless OPS_TOKEN is set on the server and sent as its bearer token: never by
 * being local, so a reverse proxy on the same machine cannot open the operator's endpoints to
 * visitors. Compared in constant time. */
export function requireOperator(req: Request, opsToken: string | undefined, refusal: string): void {
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const digest = (value: string) => createHash('sha256').update(value).digest();
  if (!opsToken || !given || !timingSafeEqual(digest(given), digest(opsToken)))
    throw new ForbiddenException({ message: refusal });
}
