// The operator's load-test members on a running server (OPS_TOKEN): made for a run, removed with all
// they wrote afterwards. Used by run.mjs and cleanup.mjs.

/** Members made for this run by the server's operator endpoint (OPS_TOKEN): confirmed, with the
 * load-test role, so their limits are LOAD_TEST_RATE_LIMITS and their writes test data. */
export async function makeMembers(url, opsToken, count) {
  const response = await fetch(`${url}/api/ops/load-test/members`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${opsToken}` },
    body: JSON.stringify({ count, runId: `load-${Date.now().toString(36)}-${process.pid}` }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok)
    throw new Error(`load-test members not made (${response.status}): ${body.message ?? ''}`);
  return body.members.map(({ email, password }) => ({ email, password }));
}

/** Removes every load-test member and everything they wrote (the operator's one command). A server
 * just out of a stress run may drop the first call: it is tried again, which removes nothing twice. */
export async function removeTestData(url, opsToken, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${url}/api/ops/load-test`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${opsToken}` },
      });
      const body = await response.json().catch(() => ({}));
      if (response.ok) return body;
      if (response.status < 500 || attempt >= attempts)
        throw new Error(`test data not removed (${response.status}): ${body.message ?? ''}`);
    } catch (error) {
      // A refusal is final; a connection that failed is tried again.
      if (attempt >= attempts || /not removed \(4/.test(error.message)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000 * attempt));
  }
}

export const removedLine = (r) =>
  `removed the load test's data: ${r.members} members, ${r.reviews} reviews, ${r.favorites} favorites, ${r.photos} photos, ${r.points} points lines`;
