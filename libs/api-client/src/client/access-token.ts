/** Seconds before expiry at which an access token is renewed instead of sent. */
export const RENEW_BEFORE_SECONDS = 60;

/** The `exp` claim of a JWT (seconds since the epoch), or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the in-memory access token fresh: renewed from the refresh cookie shortly before it expires,
 * and once more when the server says it expired anyway (clock skew, a laptop waking up). Concurrent
 * callers share one renewal, since the refresh token rotates on every use.
 */
export class AccessTokenKeeper {
  private token: string | null = null;
  private renewing: Promise<string | null> | null = null;
  private readonly endedListeners = new Set<() => void>();

  constructor(
    private readonly renewWith: () => Promise<string | null>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(): string | null {
    return this.token;
  }

  set(token: string | null): void {
    this.token = token;
  }

  /** The token to send now: renewed first when it expires within a minute. */
  async current(): Promise<string | null> {
    const token = this.token;
    if (!token) return null;
    const exp = tokenExpiry(token);
    if (exp !== null && exp * 1000 - this.now() < RENEW_BEFORE_SECONDS * 1000) return this.renew();
    return token;
  }

  /** Called when a renewal of a held token fails: the session is over and the caller is signed out.
   * Answers the function that stops listening. */
  onSessionEnded(listener: () => void): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  /** A new token from the refresh cookie (null and signed out when the session is over). */
  renew(): Promise<string | null> {
    this.renewing ??= this.renewWith()
      .catch(() => null)
      .then((token) => {
        const ended = token === null && this.token !== null;
        this.token = token;
        if (ended) for (const listener of this.endedListeners) listener();
        return token;
      })
      .finally(() => {
        this.renewing = null;
      });
    return this.renewing;
  }
}
