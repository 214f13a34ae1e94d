/** Configuration read once at start. Only public, build-time values live here. */
const GA_ID_PATTERN = /^G-[A-Z0-9]+$/;

/** The analytics id must be G- followed by letters/digits, otherwise the tag is not loaded. */
export function validGoogleTagId(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const value = raw.trim();
  return GA_ID_PATTERN.test(value) ? value : null;
}

export const env = {
  gaIdRaw: (import.meta.env['VITE_GA_ID'] as string | undefined) ?? '',
  gaId: validGoogleTagId(import.meta.env['VITE_GA_ID'] as string | undefined),
  /** Where mail drafts (support, newsletter) are addressed. */
  supportEmail:
    (import.meta.env['VITE_SUPPORT_EMAIL'] as string | undefined) || 'support@snapebtfinder.org',
  siteUrl: ((import.meta.env['VITE_SITE_URL'] as string | undefined) ?? '').replace(/\/$/, ''),
};
