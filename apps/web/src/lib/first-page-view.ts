/** The page the visitor opened is reported by the page's first script (boot.ts), whether or not the app
 * ever starts; the app's own page views (components/layouts/use-page-views.ts) then report the pages it
 * navigates to, and not this one again. */
let reportedPath: string | null = null;

export function reportFirstPageView(): void {
  reportedPath = window.location.pathname;
  const path = reportedPath;
  // Its own chunk: reporting a view must not weigh on the first screen's download.
  void import('./analytics').then((module) => module.reportPageView(path, document.referrer));
}

/** Whether this path is the opened page's, already reported (true once: a later visit to the same path
 * after navigating away is a view of its own). */
export function takeFirstPageView(path: string): boolean {
  const first = reportedPath === path;
  reportedPath = null;
  return first;
}
