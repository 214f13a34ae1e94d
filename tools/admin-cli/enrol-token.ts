import { postToOpsEndpoint, takeFlag } from './ops-endpoint';

const USAGE =
  'usage: OPS_TOKEN=… npm run admin:enrol-token -- <email> --secret <base32 seed | -> --url <gateway url>   (any running runtime; "-" reads the seed from stdin)';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').trim();
}

/** npm run admin:enrol-token: the operator enrols a hardware OATH TOTP token (a key fob, for staff
 * without a smartphone) with the base32 seed of the vendor's seed file, as the account's second factor
 * (docs/operations.md, "A hardware token instead of an app"). Through the gateway's operator endpoint
 * with OPS_TOKEN: identity replaces any factor the account had, ends its sessions, records it in the
 * audit trail (actor "operator") and answers with ten new recovery codes, printed here for the
 * operator to hand over with the token. */
async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  const url = takeFlag(args, '--url');
  const given = takeFlag(args, '--secret');
  const [email] = args;
  if (!email || !url || !given) {
    console.error(USAGE);
    return 2;
  }
  // "-": the seed comes from a pipe, so it stays out of the shell's history and the process list.
  const secret = given === '-' ? await readStdin() : given;
  const answer = await postToOpsEndpoint<{ recoveryCodes: string[] }>(url, '/api/ops/enrol-token', {
    email,
    secret,
  });
  if ('exitCode' in answer) return answer.exitCode;
  console.log(
    `The hardware token is now the two-step verification of ${email}; its sessions have ended and it signs in with its password and a code from the token.\n` +
      'Its new recovery codes (each works once; hand them over with the token, they are not shown again):',
  );
  for (const code of answer.body.recoveryCodes) console.log(`  ${code}`);
  return 0;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
