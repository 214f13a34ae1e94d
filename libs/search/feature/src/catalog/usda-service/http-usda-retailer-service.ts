import { ExponentialBackoff, handleWhen, retry, type RetryPolicy } from 'cockatiel';
import type { SourceRow } from '../source-row';
import { usdaFeatureToSourceRow, type UsdaGeometry } from './usda-feature-to-source-row';
import {
  UsdaRequestError,
  UsdaServiceError,
  type UsdaLayerInfo,
  type UsdaRetailerPage,
  type UsdaRetailerService,
  type UsdaScope,
} from './usda-retailer-service.port';
import { describeScope, whereClause } from './usda-scope';

export const USDA_RETAILER_SERVICE_DEFAULT_URL =
  'https://services1.arcgis.com/RLQu0rK7h4kbsBq5/arcgis/rest/services/snap_retailer_location_data/FeatureServer/0';

const USDA_HOST = new URL(USDA_RETAILER_SERVICE_DEFAULT_URL).host;

/** The service answers at most this many features a request (its maxRecordCount). */
export const USDA_MAX_PAGE_SIZE = 1000;

export interface HttpUsdaRetailerServiceOptions {
  /** The layer (…/FeatureServer/0) or its /query endpoint. */
  url?: string;
  /** Tries in all, the first included. */
  attempts?: number;
  /** The wait before the first retry; each next one doubles. */
  backoffMs?: number;
  /** Each try gives up after this long. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** One try that failed in a way a later try may not: said in words for the final message. */
class FailedAttempt extends Error {
  constructor(
    readonly failure: string,
    readonly retryable: boolean,
  ) {
    super(failure);
  }
}

/** USDA's SNAP retailer service (an anonymous ArcGIS Feature Service layer) over HTTP: counts and pages
 * of stores by state, ordered by ObjectId, retried with exponential backoff. */
export class HttpUsdaRetailerService implements UsdaRetailerService {
  private readonly layerUrl: string;
  private readonly queryUrl: string;
  private readonly attempts: number;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly retryPolicy: RetryPolicy;

  constructor(options: HttpUsdaRetailerServiceOptions = {}) {
    const url = (options.url ?? USDA_RETAILER_SERVICE_DEFAULT_URL).trim().replace(/\/+$/, '');
    this.layerUrl = url.replace(/\/query$/i, '');
    this.queryUrl = `${this.layerUrl}/query`;
    this.attempts = Math.max(1, Math.floor(options.attempts ?? 3));
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.retryPolicy = retry(
      handleWhen((error) => error instanceof FailedAttempt && error.retryable),
      {
        maxAttempts: this.attempts - 1,
        backoff: new ExponentialBackoff({
          initialDelay: options.backoffMs ?? 1_000,
          maxDelay: (options.backoffMs ?? 1_000) * 2 ** 4,
        }),
      },
    );
  }

  async layerInfo(): Promise<UsdaLayerInfo> {
    const body = await this.call(this.layerUrl, { f: 'json' }, 'the layer information', (body) =>
      body['type'] !== undefined || body['editingInfo'] !== undefined
        ? null
        : 'an answer that is not a layer description',
    );
    const editingInfo = isRecord(body['editingInfo']) ? body['editingInfo'] : {};
    const lastEditDate = editingInfo['lastEditDate'] ?? editingInfo['dataLastEditDate'];
    return {
      lastEditDate: typeof lastEditDate === 'number' ? lastEditDate : null,
      url: this.layerUrl,
    };
  }

  async count(scope: UsdaScope): Promise<number> {
    const where = whereClause(scope);
    const body = await this.call(
      this.queryUrl,
      { where, returnCountOnly: 'true', f: 'json' },
      `the count of stores of ${describeScope(scope)}`,
      (body) => (isCount(body['count']) ? null : 'an answer without a count'),
    );
    return body['count'] as number;
  }

  async page(
    scope: UsdaScope,
    offset: number,
    size = USDA_MAX_PAGE_SIZE,
  ): Promise<UsdaRetailerPage> {
    const where = whereClause(scope);
    if (!Number.isInteger(offset) || offset < 0)
      throw new UsdaRequestError(
        `A page of USDA retailers starts at a whole number ≥ 0, not ${offset}`,
      );
    if (!Number.isInteger(size) || size < 1 || size > USDA_MAX_PAGE_SIZE)
      throw new UsdaRequestError(
        `A page of USDA retailers holds 1 to ${USDA_MAX_PAGE_SIZE.toLocaleString('en-US')} stores, not ${size}`,
      );
    const stores = `stores ${(offset + 1).toLocaleString('en-US')}–${(offset + size).toLocaleString('en-US')} of ${describeScope(scope)}`;
    const body = await this.call(
      this.queryUrl,
      {
        where,
        outFields: '*',
        orderByFields: 'ObjectId ASC',
        resultOffset: String(offset),
        resultRecordCount: String(size),
        outSR: '4326',
        f: 'json',
      },
      stores,
      (body) => (Array.isArray(body['features']) ? null : 'an answer without a features list'),
    );
    return readPage(offset, body['features'] as unknown[], body['exceededTransferLimit'] === true);
  }

  /** GETs `url` until it answers JSON that `problem` accepts, `attempts` tries in all. */
  private async call(
    url: string,
    params: Record<string, string>,
    what: string,
    problem: (body: Record<string, unknown>) => string | null,
  ): Promise<Record<string, unknown>> {
    const target = new URL(url);
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    // No test reaches USDA: under Jest only a local stand-in (the replaying server) answers.
    if (process.env['JEST_WORKER_ID'] && target.host === USDA_HOST)
      throw new UsdaServiceError(
        `Tests never reach USDA's retailer service (${USDA_HOST}): point the adapter at the replaying USDA server`,
      );
    const failures: string[] = [];
    try {
      return await this.retryPolicy.execute(async () => {
        try {
          return await this.attempt(target, problem);
        } catch (error) {
          failures.push(error instanceof FailedAttempt ? error.failure : String(error));
          throw error;
        }
      });
    } catch (error) {
      if (!(error instanceof FailedAttempt)) throw error;
      throw new UsdaServiceError(failureMessage(failures, what, this.layerUrl), failures);
    }
  }

  private async attempt(
    target: URL,
    problem: (body: Record<string, unknown>) => string | null,
  ): Promise<Record<string, unknown>> {
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(target, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: string })?.name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new FailedAttempt(`no answer within ${formatMs(this.timeoutMs)}`, true);
      const cause = (error as { cause?: { code?: string } })?.cause?.code;
      throw new FailedAttempt(`could not be reached (${cause ?? (error as Error).message})`, true);
    }
    if (!response.ok)
      // 429 and 5xx are the service being busy or failing for a while; any other status will not change.
      throw new FailedAttempt(
        `HTTP ${response.status}`,
        response.status === 429 || response.status >= 500,
      );
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new FailedAttempt('malformed JSON', true);
    }
    if (!isRecord(body)) throw new FailedAttempt('an answer that is not a JSON object', true);
    if (isRecord(body['error'])) {
      const error = body['error'];
      const code = typeof error['code'] === 'number' ? ` ${error['code']}` : '';
      const message = typeof error['message'] === 'string' ? `: ${error['message']}` : '';
      throw new FailedAttempt(`error${code}${message}`.slice(0, 200), true);
    }
    const wrong = problem(body);
    if (wrong) throw new FailedAttempt(wrong, true);
    return body;
  }
}

/** Features of one answer as importer rows: unreadable ones set aside with their reason, a record
 * answered twice dropped. Two Record_IDs at one name and address are two authorizations: both kept. */
function readPage(offset: number, features: unknown[], more: boolean): UsdaRetailerPage {
  const rows: SourceRow[] = [];
  const skipped: UsdaRetailerPage['skipped'] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  features.forEach((feature, index) => {
    const line = offset + index + 1;
    const attributes = isRecord(feature) ? feature['attributes'] : undefined;
    if (!isRecord(attributes)) {
      skipped.push({ line, reason: `feature ${line} (ObjectId unknown) has no attributes` });
      return;
    }
    const row = usdaFeatureToSourceRow(
      attributes,
      (feature as { geometry?: UsdaGeometry }).geometry,
      line,
    );
    // A row without a Record_ID is known only by its name and place.
    const key = row.recordId
      ? `id|${row.recordId}`
      : [row.name, row.street.join(' '), row.additional, row.zip]
          .map((part) => part.toLowerCase().replace(/\s+/g, ' '))
          .join('|');
    if (seen.has(key)) {
      duplicates++;
      return;
    }
    seen.add(key);
    rows.push(row);
  });
  return {
    offset,
    rows,
    skipped,
    more,
    features: features.length,
    nextOffset: offset + features.length,
    duplicates,
  };
}

function failureMessage(failures: string[], what: string, url: string): string {
  const times = timesInWords(failures.length);
  const last = failures[failures.length - 1] ?? 'no answer';
  const sameEveryTime = failures.every((failure) => failure === last);
  const host = new URL(url).host;
  if (sameEveryTime && last.startsWith('HTTP '))
    return `USDA's retailer service answered ${last} ${times} for ${what} (${host})`;
  if (sameEveryTime)
    return `USDA's retailer service failed ${times} for ${what}: ${last} (${host})`;
  return `USDA's retailer service failed ${times} for ${what}: ${failures.join('; ')} (${host})`;
}

function timesInWords(count: number): string {
  return ['no times', 'once', 'twice', 'three times'][count] ?? `${count} times`;
}

function formatMs(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
