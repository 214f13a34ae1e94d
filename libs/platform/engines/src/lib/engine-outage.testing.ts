import { createConnection, createServer, type Server, type Socket } from 'node:net';
import pino, { type Logger } from 'pino';

// Test helpers for start-up against an engine that is not there yet: a port nothing listens on, and a
// forwarder that later opens that port onto the live engine (the shared engines are never stopped).

/** A port on 127.0.0.1 that was free a moment ago: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An open forwarder: closing it cuts every connection through it, as an engine outage would. */
export interface Forwarder {
  /** Bytes passed on to the engine so far (what a client has really sent, not what it holds). */
  readonly forwarded: number;
  close(): Promise<void>;
}

/** Opens 127.0.0.1:port and pipes every connection to the engine at target (host:port). */
export async function forward(port: number, target: string): Promise<Forwarder> {
  const [host, targetPort] = target.split(':');
  const sockets = new Set<Socket>();
  let forwarded = 0;
  const server: Server = createServer((client) => {
    const upstream = createConnection(Number(targetPort), host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => [client, upstream].forEach((s) => s.destroy()));
    }
    client.on('data', (chunk: Buffer) => (forwarded += chunk.length));
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    get forwarded() {
      return forwarded;
    },
    async close() {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface LogEntry {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A real pino logger whose JSON lines are kept for assertions. */
export function capturingLogger(): { logger: Logger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => entries.push(JSON.parse(line) as LogEntry) },
  );
  return { logger, entries };
}

export const PINO_WARN = 40;
