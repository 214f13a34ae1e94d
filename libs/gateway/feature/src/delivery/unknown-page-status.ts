import { CITY_PAGES, isAppPath } from '@snap/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { extname } from 'node:path';

/** Addresses the server itself answers (each prefix and everything under it), never pages of the
 * public site: the web build's static module leaves them alone too (GatewayModule). */
export const SERVER_PATH_PREFIXES = ['/graphql', '/api', '/health', '/metrics', '/admin'] as const;

/** Whether the server itself answers the address (a prefix above or anything under it). */
export const isServerPath = (path: string) =>
  SERVER_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** An address the public site has no page for is answered 404, still with the site's shell (whose
 * not-found page the visitor sees), so search engines and link checkers learn it does not exist. Files
 * (anything with an extension) are left to the static module. */
export function unknownPageStatus(cities: CityLookup = NO_CATALOG_CITIES): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (extname(req.path) || isServerPath(req.path)) return next();
    if (isAppPath(req.path)) return next();
    // A city the catalog covers has its page too (/atlanta, /city/atlanta).
    void cities
      .citiesIn(req.path)
      .catch(() => new Set<string>())
      .then((known) => {
        if (!isAppPath(req.path, known)) res.status(404);
        next();
      });
  };
}

/** Where the catalog's city pages are looked up (CityPaths). */
export interface CityLookup {
  citiesIn(pathname: string): Promise<ReadonlySet<string>>;
  /** Every covered city's page address (`/atlanta`), largest city first, for the sitemap; throws
   * while the catalog cannot be asked. */
  coveredCityPaths(): Promise<string[]>;
}

/** Without a catalog only the 16 launch cities (product rule "Cities") are pages. */
export const NO_CATALOG_CITIES: CityLookup = {
  citiesIn: async () => new Set(),
  coveredCityPaths: async () => CITY_PAGES.map((city) => `/${city.slug}`),
};
