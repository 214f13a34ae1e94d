import { eventually } from '@snap/platform-engines/testing';

/** Waits until none of the member's photos of the store is processing any more (each is ready, or
 * removed with a notice): uploads are acknowledged before the photo workers make the renditions. */
export async function untilPhotosProcessed(
  url: string,
  token: string,
  storeId: string,
  deadlineMs = 120_000,
): Promise<void> {
  await eventually(
    async () => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: 'query ($s: ID!) { myPendingPhotos(storeId: $s) { processing { id } } }',
          variables: { s: storeId },
        }),
      });
      const body = (await response.json()) as {
        data?: { myPendingPhotos: { processing: unknown[] } };
        errors?: Array<{ message: string }>;
      };
      if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
      return body.data?.myPendingPhotos.processing.length;
    },
    (processing) => processing === 0,
    { timeoutMs: deadlineMs, everyMs: 100 },
  );
}
