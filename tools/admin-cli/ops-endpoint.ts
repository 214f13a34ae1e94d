/** What the operator commands share: a POST to a running gateway's operator endpoint with the server's
 * OPS_TOKEN. Resolves to the answer's body, or to the exit code once it has said why it failed. */
export async function postToOpsEndpoint<T>(
  url: string,
  path: string,
  payload: Record<string, unknown> | undefined,
  missingToken = 'Set OPS_TOKEN to the server’s OPS_TOKEN.',
): Promise<{ body: T } | { exitCode: number }> {
  const token = process.env['OPS_TOKEN'];
  if (!token) {
    console.error(missingToken);
    return { exitCode: 2 };
  }
  const response = await fetch(`${url.replace(/\/$/, '')}${path}`, {
    method: 'POST',
    headers: payload
      ? { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
      : { authorization: `Bearer ${token}` },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) {
    console.error(body.message ?? `The gateway answered ${response.status}.`);
    return { exitCode: 1 };
  }
  return { body };
}

/** Takes `flag` and its value out of a command's arguments (what is left are the positional ones). */
export function takeFlag(args: string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
}
