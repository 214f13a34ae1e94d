import useMediaQuery from '@mui/material/useMediaQuery';

/** The spec's mobile breakpoint: width under 768 px. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
}
