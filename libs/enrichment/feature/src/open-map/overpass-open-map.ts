import {
  OpenMapError,
  overpassQuery,
  type OpenMapElement,
  type OpenMapSource,
} from './open-map.port';

export interface OverpassOptions {
  /** The interpreter endpoint (https://overpass-api.de/api/interpreter); empty turns the adapter off. */
  url?: string;
  /** Past the query's own 25 s limit the service has given up; so do we. */
  timeoutMs: number;
}

/** The public Overpass API: POST the query as the form field 'data', read `elements[]`. */
export class OverpassOpenMap implements OpenMapSource {
  readonly enabled: boolean;

  constructor(private readonly options: OverpassOptions) {
    this.enabled = Boolean(options.url);
  }

  describe(): string {
    return this.enabled
      ? `on: ${new URL(this.options.url as string).host}`
      : 'off: no OVERPASS_URL is set';
  }

  async elementsNear(name: string, lat: number, lng: number): Promise<OpenMapElement[]> {
    if (!this.options.url) throw new OpenMapError('the open-map source is off (no OVERPASS_URL)');
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data: overpassQuery(name, lat, lng) }).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const kind = (error as { name?: string })?.name;
      throw new OpenMapError(
        kind === 'TimeoutError' || kind === 'AbortError'
          ? `did not answer within ${this.options.timeoutMs} ms`
          : `could not be reached: ${(error as Error)?.message}`,
      );
    }
    if (!response.ok) throw new OpenMapError(`answered HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new OpenMapError('answered with malformed JSON');
    }
    const elements = (body as { elements?: unknown })?.elements;
    if (!Array.isArray(elements)) throw new OpenMapError('answered without an elements list');
    return elements.filter(
      (e): e is OpenMapElement =>
        typeof e === 'object' &&
        e !== null &&
        typeof e.id === 'number' &&
        typeof e.tags === 'object' &&
        e.tags !== null,
    );
  }
}
