import { isAppPath } from '@snap/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { extname } from 'node:path';

/** Addresses the server itself answers, never pages of the public site. */
const SERVER_PREFIXES = ['/graphql', '/api/', '/health/', '/metrics', '/admin'];

/** An address the public site has no page for is answered 404, still with the site's shell (whose
 * not-found page the visitor sees), so search engines and link checkers learn it does not exist. Files
 * (anything with an extension) are left to the static module. */
export const unknownPageStatus: RequestHandler = (
  req: Request,
  res: Response,
  next: NextFunction,
) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  if (extname(req.path) || SERVER_PREFIXES.some((prefix) => req.path.startsWith(prefix)))
    return next();
  if (!isAppPath(req.path)) res.status(404);
  next();
};
