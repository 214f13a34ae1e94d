import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  loadUsdaFixtures,
  usdaQueryAnswer,
  type UsdaFeatureJson,
  type UsdaFixtures,
} from './usda-fixtures';
import {
  FixtureUsdaLayer,
  NationalUsdaLayer,
  UnsupportedUsdaQuery,
  type UsdaOrder,
  type UsdaReplayLayer,
} from './usda-replay-layers';

/** Faults USDA's service (or the way to it) is known to produce. */
export type UsdaFault =
  | 'http-500'
  | 'http-429'
  /** HTTP 200 with an ArcGIS `error` object, as the service reports most failures. */
  | 'error-body'
  | 'malformed-json'
  /** Answers after `delayMs` (2 s unless given). */
  | 'slow'
  /** Closes the connection without an answer. */
  | 'drop-connection'
  /** Answers the page with its first feature null and the second without attributes. */
  | 'unreadable-features';

export interface UsdaFaultOptions {
  /** How many matching requests get the fault (1 unless given). */
  times?: number;
  /** Only page requests with this resultOffset; without it, the next requests of any kind. */
  offset?: number;
  kind?: UsdaRequestKind;
  delayMs?: number;
}

export type UsdaRequestKind = 'layer' | 'count' | 'page' | 'other';

export interface UsdaRecordedRequest {
  kind: UsdaRequestKind;
  method: string;
  path: string;
  /** The query's parameters, decoded (from the URL, or the form body of a POST). */
  params: Record<string, string>;
  fault: UsdaFault | null;
}

export interface ReplayingUsdaServerOptions {
  /** The committed fixtures unless given. */
  fixtures?: UsdaFixtures;
  /** Serve this many synthesized stores instead (jittered copies of the fixtures' Georgia features,
   * or of `nationalBase`, spread over every state): for benchmarks, not USDA's data. */
  national?: number;
  nationalBase?: UsdaFeatureJson[];
  port?: number;
}

/** Where the layer lives on the server, as on USDA's host. */
export const USDA_REPLAY_LAYER_PATH =
  '/RLQu0rK7h4kbsBq5/arcgis/rest/services/snap_retailer_location_data/FeatureServer/0';
const MAX_RECORD_COUNT = 1000;
/** Controls for a server in another process: POST /__replay/fail?fault=http-500&times=3&offset=2000,
 * /__replay/last-edit-date[?date=ms], /__replay/remove?objectIds=1,2, /__replay/reset; GET /__replay/requests. */
export const USDA_REPLAY_CONTROL_PATH = '/__replay';
const CONTROL_PATH = USDA_REPLAY_CONTROL_PATH;

interface QueuedFault extends UsdaFaultOptions {
  fault: UsdaFault;
  left: number;
}

/**
 * A local HTTP server answering like USDA's retailer Feature Service layer: the layer description
 * (f=json) and /query (returnCountOnly, paging with exceededTransferLimit, `where` 1=1 / State='GA' /
 * State IN (...), orderByFields, outFields, outSR, f=json and f=geojson), from fixtures, with faults on
 * demand. Records every request. Tests start it on port 0; no test reaches USDA.
 */
export class ReplayingUsdaServer {
  readonly requests: UsdaRecordedRequest[] = [];
  private readonly faults: QueuedFault[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private lastEditDate: number;

  private constructor(
    private readonly server: Server,
    private readonly layer: UsdaReplayLayer,
    private readonly description: Record<string, unknown>,
    /** http://127.0.0.1:<port> */
    readonly url: string,
  ) {
    const editingInfo = description['editingInfo'] as { lastEditDate?: number } | undefined;
    this.lastEditDate = editingInfo?.lastEditDate ?? Date.UTC(2026, 6, 28);
  }

  static async start(options: ReplayingUsdaServerOptions = {}): Promise<ReplayingUsdaServer> {
    const fixtures = options.fixtures ?? loadUsdaFixtures();
    const layer = options.national
      ? new NationalUsdaLayer(
          options.national,
          options.nationalBase ??
            fixtures.query.features.filter((f) => f.attributes?.['State'] === 'GA' && f.geometry),
        )
      : new FixtureUsdaLayer(fixtures.query.features);
    const holder: { instance?: ReplayingUsdaServer } = {};
    const server = createServer((req, res) => void holder.instance?.handle(req, res));
    await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
    const instance = new ReplayingUsdaServer(
      server,
      layer,
      fixtures.layer,
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    );
    holder.instance = instance;
    server.on('connection', (socket) => {
      instance.sockets.add(socket);
      socket.on('close', () => instance.sockets.delete(socket));
    });
    return instance;
  }

  /** The layer's URL, as the adapter is configured with. */
  get layerUrl(): string {
    return `${this.url}${USDA_REPLAY_LAYER_PATH}`;
  }

  get queryUrl(): string {
    return `${this.layerUrl}/query`;
  }

  /** Queues a fault for the next `times` matching requests (see UsdaFaultOptions). */
  fail(fault: UsdaFault, options: UsdaFaultOptions = {}): void {
    this.faults.push({ ...options, fault, left: options.times ?? 1 });
  }

  /** USDA refreshed the layer: its editingInfo.lastEditDate moves (two weeks later unless given). */
  changeLastEditDate(lastEditDate = this.lastEditDate + 14 * 24 * 3_600_000): number {
    return (this.lastEditDate = lastEditDate);
  }

  /** USDA dropped some stores (fixtures only): they are no longer served, and the layer's date moves. */
  removeFeatures(remove: (attributes: Record<string, unknown>) => boolean): number {
    if (!(this.layer instanceof FixtureUsdaLayer))
      throw new Error('Only a fixture layer can lose features');
    const before = this.layer.features.length;
    this.layer.features = this.layer.features.filter((f) => !remove(f.attributes));
    this.changeLastEditDate();
    return before - this.layer.features.length;
  }

  /** Requests of one kind seen so far. */
  seen(kind: UsdaRequestKind): UsdaRecordedRequest[] {
    return this.requests.filter((request) => request.kind === kind);
  }

  /** Forgets the requests seen and the faults still queued. */
  reset(): void {
    this.requests.length = 0;
    this.faults.length = 0;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const params = Object.fromEntries(url.searchParams);
    if (req.method === 'POST')
      Object.assign(params, Object.fromEntries(new URLSearchParams(await readBody(req))));
    const path = url.pathname.replace(/\/+$/, '');
    if (path.startsWith(CONTROL_PATH))
      return this.control(path.slice(CONTROL_PATH.length), params, res);
    const kind: UsdaRequestKind = path.endsWith('/FeatureServer/0')
      ? 'layer'
      : !path.endsWith('/FeatureServer/0/query')
        ? 'other'
        : params['returnCountOnly'] === 'true'
          ? 'count'
          : 'page';
    const queued = this.takeFault(kind, params);
    this.requests.push({
      kind,
      method: req.method ?? 'GET',
      path,
      params,
      fault: queued?.fault ?? null,
    });

    if (queued?.fault === 'drop-connection') return void req.socket.destroy();
    if (queued?.fault === 'http-500')
      return send(
        res,
        500,
        'text/html',
        '<html><body><h1>500 Internal Server Error</h1></body></html>',
      );
    if (queued?.fault === 'http-429')
      return send(
        res,
        429,
        'application/json',
        JSON.stringify({ error: { code: 429, message: 'Too many requests.', details: [] } }),
      );
    if (queued?.fault === 'error-body')
      return json(res, {
        error: { code: 500, message: 'Error performing query operation', details: [] },
      });
    if (queued?.fault === 'slow') await this.wait(queued.delayMs ?? 2_000);
    if (res.destroyed) return;

    const answer = this.answer(kind, path, params, queued?.fault === 'unreadable-features');
    const body = JSON.stringify(answer.body);
    if (queued?.fault === 'malformed-json')
      return send(
        res,
        200,
        answer.contentType,
        body.slice(0, Math.max(1, Math.floor(body.length / 2))),
      );
    send(res, answer.status, answer.contentType, body);
  }

  /** The same controls over HTTP, for a server run as its own process (replay-usda.main.ts). */
  private control(action: string, params: Record<string, string>, res: ServerResponse): void {
    const number = (name: string) =>
      params[name] === undefined ? undefined : Number(params[name]);
    if (action === '/fail' && params['fault']) {
      this.fail(params['fault'] as UsdaFault, {
        times: number('times'),
        offset: number('offset'),
        kind: params['kind'] as UsdaRequestKind | undefined,
        delayMs: number('delayMs'),
      });
      return json(res, { queued: this.faults.length });
    }
    if (action === '/last-edit-date')
      return json(res, { lastEditDate: this.changeLastEditDate(number('date')) });
    if (action === '/remove' && params['objectIds']) {
      const ids = new Set(params['objectIds'].split(',').map(Number));
      return json(res, { removed: this.removeFeatures((a) => ids.has(Number(a['ObjectId']))) });
    }
    if (action === '/requests') return json(res, this.requests);
    if (action === '/reset') {
      this.reset();
      return json(res, { reset: true });
    }
    send(
      res,
      404,
      'application/json; charset=utf-8',
      JSON.stringify({ error: `unknown control ${action}` }),
    );
  }

  private answer(
    kind: UsdaRequestKind,
    path: string,
    params: Record<string, string>,
    unreadable: boolean,
  ): { status: number; contentType: string; body: unknown } {
    const ok = (body: unknown, contentType = 'application/json; charset=utf-8') => ({
      status: 200,
      contentType,
      body,
    });
    if (kind === 'other')
      return {
        status: 404,
        contentType: 'application/json; charset=utf-8',
        body: { error: { code: 404, message: `${path} not found`, details: [] } },
      };
    const format = (params['f'] ?? 'html').toLowerCase();
    if (!['json', 'pjson', 'geojson'].includes(format))
      return ok(arcGisError(400, `Invalid or unsupported output format f=${format}`));
    if (kind === 'layer')
      return ok({
        ...this.description,
        editingInfo: {
          ...(this.description['editingInfo'] as object),
          lastEditDate: this.lastEditDate,
          dataLastEditDate: this.lastEditDate,
        },
      });

    const states = parseWhere(params['where']);
    if (states === undefined) return ok(arcGisError(400, "'where' parameter is invalid"));
    let selection;
    try {
      selection = this.layer.select(states, parseOrder(params['orderByFields']));
    } catch (error) {
      if (error instanceof UnsupportedUsdaQuery) return ok(arcGisError(400, error.message));
      throw error;
    }
    if (kind === 'count') return ok({ count: selection.count });

    const offset = Math.max(0, Number(params['resultOffset'] ?? 0) || 0);
    const asked = Number(params['resultRecordCount'] ?? MAX_RECORD_COUNT) || MAX_RECORD_COUNT;
    const size = Math.min(Math.max(1, asked), MAX_RECORD_COUNT);
    const more = offset + size < selection.count;
    // The layer is stored in Web Mercator: JSON comes in it unless outSR=4326 is asked; GeoJSON in WGS84.
    const outSR = (params['outSR'] ?? '').replace(/\s/g, '');
    const wgs84 = ['4326', '{"wkid":4326}'].includes(outSR) || (format === 'geojson' && !outSR);
    const mercator = !wgs84;
    const fields = outFields(params['outFields']);
    const withGeometry = params['returnGeometry'] !== 'false';
    const selected = selection.slice(offset, size);
    let features: Array<UsdaFeatureJson | null> = selected.map((feature) => ({
      attributes: fields ? pick(feature.attributes, fields) : { ...feature.attributes },
      ...(withGeometry && feature.geometry
        ? { geometry: mercator ? toWebMercator(feature.geometry) : feature.geometry }
        : {}),
    }));
    if (unreadable)
      features = features.map((f, at) =>
        at === 0 ? null : at === 1 && f ? ({ geometry: f.geometry } as UsdaFeatureJson) : f,
      );
    if (format === 'geojson')
      return ok(
        {
          type: 'FeatureCollection',
          features: features.map(
            (f, at) =>
              f && {
                type: 'Feature',
                id: selected[at].attributes['ObjectId'],
                geometry: f.geometry
                  ? { type: 'Point', coordinates: [f.geometry.x, f.geometry.y] }
                  : null,
                properties: f.attributes,
              },
          ),
          ...(more ? { properties: { exceededTransferLimit: true } } : {}),
        },
        'application/geo+json; charset=utf-8',
      );
    const answer = usdaQueryAnswer(features as UsdaFeatureJson[], more);
    if (mercator) answer.spatialReference = { wkid: 102100, latestWkid: 3857 };
    return ok(answer);
  }

  private takeFault(
    kind: UsdaRequestKind,
    params: Record<string, string>,
  ): QueuedFault | undefined {
    const at = this.faults.findIndex(
      (f) =>
        (f.kind === undefined || f.kind === kind) &&
        (f.offset === undefined ||
          (kind === 'page' && Number(params['resultOffset'] ?? 0) === f.offset)),
    );
    if (at < 0) return undefined;
    const queued = this.faults[at];
    if (--queued.left <= 0) this.faults.splice(at, 1);
    return queued;
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}

/** The states a `where` asks for (null: all), or undefined for a clause the replay does not know. */
export function parseWhere(where: string | undefined): string[] | null | undefined {
  const clause = (where ?? '').trim();
  if (/^1\s*=\s*1$/.test(clause)) return null;
  const literal = "'((?:[^']|'')*)'";
  const single = new RegExp(`^State\\s*=\\s*${literal}$`, 'i').exec(clause);
  if (single) return [single[1].replace(/''/g, "'")];
  const list = new RegExp(
    `^State\\s+IN\\s*\\(\\s*(${literal}(?:\\s*,\\s*${literal})*)\\s*\\)$`,
    'i',
  ).exec(clause);
  if (!list) return undefined;
  return [...list[1].matchAll(new RegExp(literal, 'g'))].map((m) => m[1].replace(/''/g, "'"));
}

function parseOrder(orderByFields: string | undefined): UsdaOrder[] {
  const order = (orderByFields ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // Without orderByFields ArcGIS answers in ObjectId order.
  if (order.length === 0) return [{ field: 'ObjectId', descending: false }];
  return order.map((part) => {
    const [field, direction = 'ASC'] = part.split(/\s+/);
    return { field, descending: direction.toUpperCase() === 'DESC' };
  });
}

function outFields(value: string | undefined): string[] | null {
  const fields = (value ?? '*')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  return fields.length === 0 || fields.includes('*') ? null : fields;
}

function pick(attributes: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f in attributes).map((f) => [f, attributes[f]]));
}

/** The layer's native spatial reference, answered when outSR=4326 is not asked. */
function toWebMercator(point: { x: number; y: number }): { x: number; y: number } {
  const radius = 6_378_137;
  return {
    x: (point.x * Math.PI * radius) / 180,
    y: radius * Math.log(Math.tan(Math.PI / 4 + (point.y * Math.PI) / 360)),
  };
}

function arcGisError(code: number, detail: string) {
  return { error: { code, message: 'Unable to complete operation.', details: [detail] } };
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
  send(res, 200, 'application/json; charset=utf-8', JSON.stringify(body));
}

function send(res: ServerResponse, status: number, contentType: string, body: string): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
