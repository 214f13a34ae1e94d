import type { Request } from 'express';
import { resolveRequestLanguage, type Language } from '@snap/domain';

/** The language of a request to the gateway: X-Language, then the `lang` cookie, then
 * Accept-Language, then English (product contract of issue #26). */
export function requestLanguage(req: Request | undefined): Language {
  if (!req) return 'en';
  const cookies = (req as { cookies?: Record<string, unknown> }).cookies;
  return resolveRequestLanguage({
    header: req.headers?.['x-language'],
    cookie: cookies?.['lang'],
    acceptLanguage: req.headers?.['accept-language'],
  });
}
