// What docker-compose.yml gives a service: its `environment`, with the YAML merge keys resolved and
// compose's ${NAME:-default} / ${NAME:?error} interpolation applied from the .env an operator writes.
// The deploy checks read it (tools/deploy/deploy-config.spec.ts), and the image smoke starts each image
// with it (tools/deploy/image-smoke.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export interface ComposeFile {
  services: Record<string, { environment?: Record<string, string | number | boolean> }>;
}

export function readCompose(root: string): ComposeFile {
  return parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), {
    merge: true,
  }) as ComposeFile;
}

/** docker compose's ${NAME:-default} and ${NAME:?error} interpolation, with the .env an operator writes. */
export function interpolate(value: string, dotEnv: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_match, name: string, kind?: string, rest?: string) => {
      const given = dotEnv[name];
      if (given) return given;
      if (kind === '?') throw new Error(`compose requires ${name}: ${rest}`);
      return kind === '-' ? (rest ?? '') : '';
    },
  );
}

/** The variables compose sets for one service, as the container sees them. */
export function composeEnvironment(
  compose: ComposeFile,
  service: string,
  dotEnv: Record<string, string>,
): Record<string, string> {
  const definition = compose.services[service];
  if (!definition) throw new Error(`docker-compose.yml has no service "${service}"`);
  return Object.fromEntries(
    Object.entries(definition.environment ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value), dotEnv),
    ]),
  );
}
