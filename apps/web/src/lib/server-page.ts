import type { PageMeta } from '../hooks/use-page-meta';

/** What a page tells the server while it renders there (src/server/render-page.tsx): its head, and a
 * status other than 200. The browser never records anything: the server sets the recorder around one
 * render at a time (renders are serialized, see render-page.tsx). */
export interface ServerPageRecord {
  /** The site's origin as the visitor reached it (given by the server). */
  origin: string;
  meta?: PageMeta;
  status?: number;
}

let recording: ServerPageRecord | null = null;

/** Records what the pages rendered inside `render` say (server only). */
export async function recordingServerPage<T>(
  record: ServerPageRecord,
  render: () => Promise<T>,
): Promise<T> {
  recording = record;
  try {
    return await render();
  } finally {
    recording = null;
  }
}

/** The site's origin while the server renders a page ('' in the browser, which has its own). */
export function serverOrigin(): string {
  return recording?.origin ?? '';
}

/** The page's head, as the server sends it. */
export function recordPageMeta(meta: PageMeta): void {
  if (recording) recording.meta = meta;
}

/** The page's status, as the server sends it (404 for a store or page that does not exist, 400 for
 * an address the page cannot read). Called while rendering; nothing in the browser. */
export function reportPageStatus(status: number | undefined): void {
  if (recording && status !== undefined) recording.status = status;
}
