import 'reflect-metadata';
import { resolve } from 'node:path';
import { grantAdminByEmail, IdentityRepository } from '@snap/identity-feature';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { currentHolder } from '@snap/platform-runtime';

/** npm run admin:grant -- <email> [--data-dir ./.data]: makes an existing account an admin (the
 * first admin of an installation; later ones are assigned by admins in the app). */
async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  const flag = args.indexOf('--data-dir');
  const dataDir = flag >= 0 ? args.splice(flag, 2)[1] : (process.env['DATA_DIR'] ?? './.data');
  const [email] = args;
  if (!email) {
    console.error('usage: npm run admin:grant -- <email> [--data-dir ./.data]');
    return 2;
  }
  // A running server keeps its own copy of the embedded store: writing behind its back would be lost.
  const holder = currentHolder(resolve(dataDir));
  if (holder) {
    console.error(
      `A running server (pid ${holder.pid}, ${holder.url}) holds ${resolve(dataDir)}, so nothing was changed. ` +
        `Sign in at ${holder.url}/admin as an admin and use Roles, or stop the server and run this again.`,
    );
    return 3;
  }
  const documents = new EmbeddedDocumentStore(resolve(dataDir, 'documents', 'identity'));
  try {
    const result = await grantAdminByEmail(new IdentityRepository(documents), email);
    if (!result) {
      console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
      return 1;
    }
    console.log(
      `${email} now has the roles: ${result.roles.join(', ')}. It takes effect at the next sign-in once the address is confirmed (privileged roles need a confirmed e-mail).`,
    );
    return 0;
  } finally {
    await documents.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
