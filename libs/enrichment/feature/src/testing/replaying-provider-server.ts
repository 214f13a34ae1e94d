import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A place the server knows: text searches containing `match` (case-insensitive) find it, and its
 * details answer with `details` (the provider's documented `result` object). */
export interface ReplayPlace {
  match: string;
  details: Record<string, unknown> & { place_id: string; name: string };
}

/** Open-map elements answered for queries whose name pattern contains `match`. */
export interface ReplayOpenMap {
  match: string;
  elements: Array<Record<string, unknown>>;
}

export type ReplayEndpoint = 'textsearch' | 'details' | 'photo' | 'interpreter';
/** Faults the providers are documented (or known) to produce. */
export type ReplayFault =
  | 'http-429'
  | 'http-500'
  | 'malformed-json'
  | 'over-query-limit'
  | 'request-denied'
  | 'timeout'
  | 'empty-elements';

export interface ReplayFixtures {
  places: ReplayPlace[];
  openMap: ReplayOpenMap[];
}

// A 1x1 PNG: the photo endpoint answers image bytes as the provider does after its redirect.
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A local HTTP server replaying the places web service (text search, details, photo) and the
 * Overpass interpreter in their documented formats, with faults on demand. Tests start it on port 0;
 * no test reaches the internet. */
export class ReplayingProviderServer {
  /** Every request received, in order: endpoint and the decoded query (text, place id or overpass query). */
  readonly requests: Array<{
    endpoint: ReplayEndpoint | 'other';
    query: string;
    key: string | null;
  }> = [];
  private readonly faults = new Map<ReplayEndpoint, ReplayFault[]>();
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    private readonly fixtures: ReplayFixtures,
    readonly url: string,
  ) {}

  static async start(fixtures: ReplayFixtures, port = 0): Promise<ReplayingProviderServer> {
    const holder: { instance?: ReplayingProviderServer } = {};
    const server = createServer((req, res) => void holder.instance?.handle(req, res));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const instance = new ReplayingProviderServer(
      server,
      fixtures,
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    );
    holder.instance = instance;
    server.on('connection', (socket) => {
      instance.sockets.add(socket);
      socket.on('close', () => instance.sockets.delete(socket));
    });
    return instance;
  }

  get placesUrl(): string {
    return `${this.url}/maps/api/place`;
  }

  get overpassUrl(): string {
    return `${this.url}/api/interpreter`;
  }

  /** The next `times` requests to the endpoint answer with the fault. */
  fail(endpoint: ReplayEndpoint, fault: ReplayFault, times = 1): void {
    this.faults.set(endpoint, [
      ...(this.faults.get(endpoint) ?? []),
      ...Array<ReplayFault>(times).fill(fault),
    ]);
  }

  /** Forgets the requests seen and the faults still queued. */
  reset(): void {
    this.requests.length = 0;
    this.faults.clear();
  }

  count(endpoint: ReplayEndpoint): number {
    return this.requests.filter((r) => r.endpoint === endpoint).length;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const body = req.method === 'POST' ? await readBody(req) : '';
    const endpoint = endpointOf(url.pathname);
    const query =
      endpoint === 'textsearch'
        ? (url.searchParams.get('query') ?? '')
        : endpoint === 'details'
          ? (url.searchParams.get('place_id') ?? '')
          : endpoint === 'photo'
            ? (url.searchParams.get('photo_reference') ?? '')
            : endpoint === 'interpreter'
              ? (new URLSearchParams(body).get('data') ?? '')
              : url.pathname;
    this.requests.push({ endpoint, query, key: url.searchParams.get('key') });
    if (endpoint === 'other') return send(res, 404, 'text/plain', 'not found');

    const fault = this.faults.get(endpoint)?.shift();
    if (fault === 'timeout') return; // never answers; the client's timeout ends it
    if (fault === 'http-429')
      return send(res, 429, 'application/json', JSON.stringify({ error: 'Too Many Requests' }));
    if (fault === 'http-500')
      return send(res, 500, 'text/html', '<html><body>Internal Server Error</body></html>');
    if (fault === 'malformed-json')
      return send(res, 200, 'application/json', '{"status": "OK", "results": [{"place_id": ');
    if (fault === 'over-query-limit')
      return json(res, {
        status: 'OVER_QUERY_LIMIT',
        error_message: 'You have exceeded your daily request quota for this API.',
        results: [],
      });
    if (fault === 'request-denied')
      return json(res, {
        status: 'REQUEST_DENIED',
        error_message: 'The provided API key is invalid.',
        results: [],
      });
    if (fault === 'empty-elements')
      return json(res, { version: 0.6, generator: 'Overpass API replay', elements: [] });

    if (endpoint !== 'interpreter' && !url.searchParams.get('key'))
      return json(res, {
        status: 'REQUEST_DENIED',
        error_message: 'You must use an API key.',
        results: [],
      });
    if (endpoint === 'textsearch') {
      const text = query.toLowerCase();
      const found = this.fixtures.places.filter((p) => text.includes(p.match.toLowerCase()));
      return json(res, {
        html_attributions: [],
        results: found.map((p) => ({
          place_id: p.details.place_id,
          name: p.details.name,
          formatted_address: p.details['formatted_address'],
          business_status: 'OPERATIONAL',
        })),
        status: found.length ? 'OK' : 'ZERO_RESULTS',
      });
    }
    if (endpoint === 'details') {
      const place = this.fixtures.places.find((p) => p.details.place_id === query);
      return json(
        res,
        place
          ? { html_attributions: [], result: place.details, status: 'OK' }
          : { html_attributions: [], status: 'NOT_FOUND' },
      );
    }
    if (endpoint === 'photo') return send(res, 200, 'image/png', PHOTO_PNG);
    const name =
      /\["name"~"((?:[^"\\]|\\.)*)",i\]/.exec(query)?.[1]?.replace(/\\(.)/g, '$1').toLowerCase() ??
      '';
    const match = this.fixtures.openMap.find((m) => name.includes(m.match.toLowerCase()));
    return json(res, {
      version: 0.6,
      generator: 'Overpass API replay',
      osm3s: { copyright: 'ODbL' },
      elements: match?.elements ?? [],
    });
  }
}

function endpointOf(path: string): ReplayEndpoint | 'other' {
  if (path.endsWith('/textsearch/json')) return 'textsearch';
  if (path.endsWith('/details/json')) return 'details';
  if (path.endsWith('/photo')) return 'photo';
  if (path.endsWith('/interpreter')) return 'interpreter';
  return 'other';
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, body: unknown): void {
  send(res, 200, 'application/json; charset=UTF-8', JSON.stringify(body));
}

function send(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
): void {
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
