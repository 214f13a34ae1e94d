import { postToOpsEndpoint } from './ops-endpoint';

const USAGE =
  'usage: OPS_TOKEN=… npm run admin:reset-second-factor -- <email> --url <gateway url>   (any running runtime)';

/** npm run admin:reset-second-factor: the operator's recovery path for an account that lost its phone
 * and its recovery codes (docs/operations.md, "A lost second factor"). Through the gateway's operator
 * endpoint with OPS_TOKEN, so identity records it in the audit trail (actor "operator") and ends the
 * account's sessions; the account signs in with its password and, if staff, enrols again. Another
 * admin can do the same from the back-office's Roles screen. */
async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  const at = args.indexOf('--url');
  const url = at >= 0 ? args.splice(at, 2)[1] : undefined;
  const [email] = args;
  if (!email || !url) {
    console.error(USAGE);
    return 2;
  }
  const answer = await postToOpsEndpoint(url, '/api/ops/reset-second-factor', { email });
  if ('exitCode' in answer) return answer.exitCode;
  console.log(
    `Two-step verification of ${email} is off and its sessions have ended. It signs in with its password; staff set up two-step verification again at that sign-in.`,
  );
  return 0;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
