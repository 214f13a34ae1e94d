import 'reflect-metadata';
import { resolve } from 'node:path';
import { grantAdminByEmail, IdentityRepository } from '@snap/identity-feature';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { postToOpsEndpoint, takeFlag } from './ops-endpoint';
import { currentHolder } from '@snap/platform-runtime';

const USAGE =
  'usage: npm run admin:grant -- <email> [--data-dir ./.data]   (standalone data folder, server stopped)\n' +
  '       OPS_TOKEN=… npm run admin:grant -- <email> --url <gateway url>   (any running runtime)';

/** npm run admin:grant: makes an existing account whose address is confirmed an admin (the first admin
 * of an installation; later ones are assigned by admins in the app). No list of addresses grants a
 * role by itself. Two ways, one rule (identity's grantAdminByEmail):
 * - a stopped standalone runtime: straight on its data folder;
 * - any running runtime (standalone, distributed, Kubernetes): through the gateway's operator endpoint
 *   with OPS_TOKEN, which asks the identity service over the bus. */
async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  const url = takeFlag(args, '--url');
  const dataDir = takeFlag(args, '--data-dir') ?? process.env['DATA_DIR'] ?? './.data';
  const [email] = args;
  if (!email) {
    console.error(USAGE);
    return 2;
  }
  if (url) return viaGateway(url, email);
  // A running server keeps its own copy of the embedded store: writing behind its back would be lost.
  const holder = currentHolder(resolve(dataDir));
  if (holder) {
    console.error(
      `A running server (pid ${holder.pid}, ${holder.url}) holds ${resolve(dataDir)}, so nothing was changed. ` +
        `Run this again with --url ${holder.url} and the server's OPS_TOKEN in the environment, or stop the server.`,
    );
    return 3;
  }
  const documents = new EmbeddedDocumentStore(resolve(dataDir, 'documents', 'identity'));
  try {
    const result = await grantAdminByEmail(new IdentityRepository(documents), email);
    if ('refused' in result) {
      console.error(result.message);
      return 1;
    }
    console.log(
      `${email} now has the roles: ${result.roles.join(', ')}. It takes effect at the next sign-in.`,
    );
    return 0;
  } finally {
    await documents.close();
  }
}

async function viaGateway(url: string, email: string): Promise<number> {
  const answer = await postToOpsEndpoint<{ roles?: string[] }>(
    url,
    '/api/ops/grant-admin',
    { email },
    'Set OPS_TOKEN to the server’s OPS_TOKEN to grant through a running gateway.',
  );
  if ('exitCode' in answer) return answer.exitCode;
  console.log(
    `${email} now has the roles: ${(answer.body.roles ?? []).join(', ')}. It takes effect at the next sign-in.`,
  );
  return 0;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
