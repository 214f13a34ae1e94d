import {
  Agent,
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import { getOperationAST, parse } from 'graphql';

// The local stand-in for what a Kubernetes Service or an ingress does in front of the gateway replicas:
// round robin over their ports, and a request sent to a replica that is not there (refused, or the
// connection dropped before any answer) goes to the next one when sending it again is safe. It lives
// in the distributed runtime's supervisor; deployments use their own load balancer.

/** Bodies are read whole before forwarding, so a request can be sent again; photo uploads are the largest. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
/** A replica that refused a connection is skipped this long, so requests do not keep knocking on it. */
const DOWN_FOR_MS = 1_000;

export interface BalancerOptions {
  host: string;
  port: number;
  /** The gateway replicas' ports on `host`. */
  targets: number[];
  log?: (line: string) => void;
}

/** Whether a request may be sent to another replica after the first one dropped it part-way: reads
 * only (a GraphQL query, any GET). A write might have been applied, so it is never sent twice. */
export function safeToSendAgain(method: string, path: string, body: Buffer): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  if (method !== 'POST' || !path.startsWith('/graphql')) return false;
  try {
    const { query, operationName } = JSON.parse(body.toString('utf8')) as {
      query?: unknown;
      operationName?: unknown;
    };
    if (typeof query !== 'string') return false;
    const operation = getOperationAST(
      parse(query, { noLocation: true }),
      typeof operationName === 'string' ? operationName : undefined,
    );
    return operation?.operation === 'query';
  } catch {
    return false;
  }
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

/** Errors where the replica surely never saw the request. */
const NEVER_REACHED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND']);

class Unanswered extends Error {
  constructor(readonly code: string | undefined) {
    super(`no answer (${code ?? 'connection closed'})`);
  }
}

export function startBalancer(options: BalancerOptions): Promise<Server> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const downUntil = new Map<number, number>();
  let next = 0;

  const forward = (
    target: number,
    req: IncomingMessage,
    body: Buffer,
    res: ServerResponse,
  ): Promise<void> =>
    new Promise((resolve, reject) => {
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
          answer.pipe(res);
          answer.on('end', resolve);
          // Once the answer has started it cannot be sent again: the caller sees the cut.
          answer.on('error', () => {
            res.destroy();
            resolve();
          });
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (res.headersSent) {
          res.destroy();
          resolve();
        } else reject(new Unanswered(error.code));
      });
      upstream.end(body);
    });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413).end();
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', async () => {
      if (res.writableEnded) return;
      const body = Buffer.concat(chunks);
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
          await forward(target, req, body, res);
          return;
        } catch (error) {
          const code = (error as Unanswered).code;
          if (code && NEVER_REACHED.has(code)) downUntil.set(target, Date.now() + DOWN_FOR_MS);
          else if (!safeToSendAgain(req.method ?? 'GET', req.url ?? '/', body)) break;
          options.log?.(`gateway replica :${target} gave no answer (${code}); trying the next one`);
        }
      }
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'application/json', 'Retry-After': '5' });
        res.end(
          JSON.stringify({
            errors: [
              {
                message:
                  'This part of the site is temporarily unavailable. Please try again in a minute.',
                extensions: { code: 'SERVICE_UNAVAILABLE' },
              },
            ],
          }),
        );
      }
    });
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
