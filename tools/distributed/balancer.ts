import {
  Agent,
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';

// The local stand-in for what a Kubernetes Service and an ingress do in front of the gateway replicas,
// and nothing more: round robin over their ports, X-Forwarded-For appended, bodies streamed both ways.
// A replica that refuses the connection (its process is gone) is passed over before any byte of the
// request is sent, as an ingress's `proxy_next_upstream error` does and as a Service drops an endpoint
// that is not ready. A request that reached a replica is never sent to another: if that replica dies
// before answering, the visitor gets 502, exactly as behind a real ingress. It lives in the distributed
// runtime's supervisor; deployments use their own load balancer.

/** A replica that refused a connection is tried last for this long, so requests do not keep knocking on it. */
const DOWN_FOR_MS = 1_000;

export interface BalancerOptions {
  host: string;
  port: number;
  /** The gateway replicas' ports on `host`. */
  targets: number[];
  log?: (line: string) => void;
}

/** The request's headers as a proxy passes them on: the address it came from appended to
 * X-Forwarded-For, which the gateways behind the balancer read with TRUST_PROXY_HOPS=1 (each visitor
 * is then themselves for the abuse limits, and never an operator for being local). */
export function forwardedHeaders(req: IncomingMessage): IncomingMessage['headers'] {
  const from = req.socket.remoteAddress ?? 'unknown';
  const before = req.headers['x-forwarded-for'];
  const chain = Array.isArray(before) ? before.join(', ') : before;
  return { ...req.headers, 'x-forwarded-for': chain ? `${chain}, ${from}` : from };
}

/** Connection errors that mean the replica never received anything: the request may go elsewhere. */
const NEVER_REACHED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND']);

/** The replica could not be connected to; nothing of the request was sent. */
class NotConnected extends Error {
  constructor(readonly code: string | undefined) {
    super(`not connected (${code ?? 'unknown'})`);
  }
}

const UNAVAILABLE = JSON.stringify({
  errors: [
    {
      message: 'This part of the site is temporarily unavailable. Please try again in a minute.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    },
  ],
});

export function startBalancer(options: BalancerOptions): Promise<Server> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const downUntil = new Map<number, number>();
  let next = 0;

  /** Sends the request to one replica, streaming its body once the connection is open. Rejects with
   * NotConnected only while nothing has been sent; any later failure is answered here. */
  const forward = (target: number, req: IncomingMessage, res: ServerResponse): Promise<void> =>
    new Promise((resolve, reject) => {
      let sending = false;
      const upstream = request(
        {
          host: options.host,
          port: target,
          method: req.method,
          path: req.url,
          headers: forwardedHeaders(req),
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          // Headers go on at once, as the replica sent them (an answer may start before the body ends).
          res.flushHeaders();
          answer.pipe(res);
          answer.on('end', resolve);
          // Once the answer has started, a cut reaches the visitor as a cut.
          answer.on('error', () => {
            res.destroy();
            resolve();
          });
        },
      );
      const send = () => {
        sending = true;
        req.pipe(upstream);
      };
      upstream.on('socket', (socket) => {
        if (socket.connecting) socket.once('connect', send);
        else send();
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (!sending && NEVER_REACHED.has(error.code ?? ''))
          return reject(new NotConnected(error.code));
        if (!res.headersSent) unavailable(res);
        else res.destroy();
        resolve();
      });
      // The visitor went away: so does the request to the replica.
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
    });

  const server = createServer(async (req, res) => {
    const now = Date.now();
    const start = next++ % options.targets.length;
    const order = options.targets
      .map((_, i) => options.targets[(start + i) % options.targets.length])
      // Replicas known to be down go last: if every replica is down, they are still tried.
      .sort(
        (a, b) => Number((downUntil.get(a) ?? 0) > now) - Number((downUntil.get(b) ?? 0) > now),
      );
    for (const target of order) {
      try {
        await forward(target, req, res);
        return;
      } catch (error) {
        downUntil.set(target, Date.now() + DOWN_FOR_MS);
        options.log?.(
          `gateway replica :${target} refused the connection (${(error as NotConnected).code}); trying the next one`,
        );
      }
    }
    unavailable(res);
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

function unavailable(res: ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(502, { 'Content-Type': 'application/json', 'Retry-After': '5' });
  res.end(UNAVAILABLE);
}
