// When the app starts on a page, and what a visitor did before it ran (issue 41, "Less script, later").
// A page the server rendered is complete without scripts: its links navigate and its forms submit as
// plain HTML. So the app (React, the router, MUI: most of the site's JavaScript) is downloaded and
// adopts the page only when someone touches it, unless the page needs it at once. Nothing a visitor does
// before then is lost: a tap on a button is replayed once the app runs, and what they typed is handed
// to it.
import { splitPathLanguage } from '@snap/domain';

/** Dispatched on window once the app has adopted (or rendered) the page's frame. */
export const APP_STARTED_EVENT = 'snap:app-started';
/** Dispatched on window once the app has adopted (or rendered) the page itself. */
export const APP_READY_EVENT = 'snap:app-ready';
/** A page that fails to render never says it is ready: taps stop being held this long after the start. */
export const READY_AFTER_START_AT_MOST_MS = 5_000;

/** Set while someone is signed in on this device: their parts of the page (the account menu, their
 * favorites) need the app at once. Not a secret: it only says when to start. */
export const SESSION_HINT_KEY = 'snap.signed-in';

/** The events that say someone is about to use the page. */
export const FIRST_TOUCH_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
] as const;

/** On an element of a served page that only the app can fill (a spinner in place of the page's content,
 * a status read live): such a page starts its app at once. */
export const APP_NEEDED_ATTRIBUTE = 'data-app-needed';

/** Whether the page's #root holds its first screen and nothing in it waits for the app. */
export function servedComplete(root: Element | null): boolean {
  return Boolean(root?.firstElementChild) && !root?.querySelector(`[${APP_NEEDED_ATTRIBUTE}]`);
}

export interface PageToStart {
  pathname: string;
  search: string;
  /** Whether #root already holds the page's first screen (rendered by the server or at build time), and
   * nothing in it waits for the app (APP_NEEDED_ATTRIBUTE). */
  served: boolean;
  signedIn: boolean;
}

/** When the app starts: as the page loads, at the first touch, or as the page loads if the browser
 * already lets the site read the position (else at the first touch). */
export type StartWhen = 'at-once' | 'at-first-touch' | 'at-once-if-position-allowed';

/** Set on <html> (data-start) while the app waits for the first touch: the page's CSS says so where it
 * matters (the home page's nearby list says how to get it instead of "Getting your location..."). */
export const WAITING_FOR_TOUCH = 'touch';

export function whenToStart(page: PageToStart): StartWhen {
  // A page the server did not render (an account page's shell), or rendered in part (the spinner of a
  // page that is the visitor's own), is not complete until the app renders it.
  if (!page.served || page.signedIn) return 'at-once';
  const { path } = splitPathLanguage(page.pathname);
  // The home page shows the stores near the visitor as it opens when it may read the position. When the
  // browser would first ask the visitor, the app asks at their first touch: a question that answers a
  // gesture, as browsers advise, instead of one on arrival.
  if (path === '/') return 'at-once-if-position-allowed';
  if (path !== '/search') return 'at-first-touch';
  // A search without a place is "near me": only the browser knows where that is.
  const params = new URLSearchParams(page.search);
  return ['location', 'city', 'state'].some((name) => params.get(name)?.trim())
    ? 'at-first-touch'
    : 'at-once';
}

/** Whether the browser lets the site read the position without asking (unknown counts as yes: the app
 * then starts at once, as it did before the Permissions API). */
export async function positionAllowed(permissions: Permissions | undefined): Promise<boolean> {
  if (!permissions?.query) return true;
  try {
    return (await permissions.query({ name: 'geolocation' })).state === 'granted';
  } catch {
    return true;
  }
}

/** Runs `start` once, on the first of the first-touch events. */
export function startOnFirstTouch(target: EventTarget, start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_TOUCH_EVENTS) target.removeEventListener(type, once, true);
    start();
  };
  for (const type of FIRST_TOUCH_EVENTS)
    target.addEventListener(type, once, { capture: true, passive: true });
}

/** What works without the app: links, a form's own submission, and controls whose effect is the
 * browser's (text fields, check boxes, details). */
function worksWithoutApp(element: Element): boolean {
  if (element instanceof HTMLAnchorElement) return element.hasAttribute('href');
  if (element instanceof HTMLButtonElement)
    return element.type !== 'button' && element.form !== null;
  return element instanceof HTMLInputElement && element.type === 'submit' && element.form !== null;
}

// CSS selectors, not texts.
const APP_CONTROLS =
  // eslint-disable-next-line lingui/no-unlocalized-strings
  'a[href], button, input[type="submit"], [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';
const TYPED_FIELDS =
  // eslint-disable-next-line lingui/no-unlocalized-strings
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="number"], input[type="url"], textarea';

const shown = (element: Element) => element.getClientRects().length > 0;

/** A control as a person tells it from the others: its kind and its name. The app may draw the page's
 * layout again once it knows the screen's width (the served page holds both the phone's and the
 * computer's, and CSS shows one), so the element tapped may be replaced by an equal one. */
interface ControlSeen {
  element: Element;
  tag: string;
  name: string;
  /** Among the shown controls of the same kind and name. */
  index: number;
}

function nameOf(element: Element): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
}

function seen(element: Element, selector: string): ControlSeen {
  const tag = element.tagName;
  const name = nameOf(element);
  const alike = [...element.ownerDocument.querySelectorAll(selector)].filter(
    (other) => other.tagName === tag && nameOf(other) === name && shown(other),
  );
  return { element, tag, name, index: Math.max(0, alike.indexOf(element)) };
}

function findAgain(document: Document, control: ControlSeen, selector: string): Element | null {
  if (control.element.isConnected && shown(control.element)) return control.element;
  const alike = [...document.querySelectorAll(selector)].filter(
    (other) => other.tagName === control.tag && nameOf(other) === control.name && shown(other),
  );
  return alike[control.index] ?? alike[0] ?? null;
}

/** What someone did before the app ran: the last tap on a control that needs the app (a button that
 * opens a dialog, "Near me"), and the text typed in each field. */
export interface EarlyUse {
  /**
   * Call as the app has adopted the page, before it draws anything again: ends the holding of taps and
   * gives the app the text typed so far (it adopts a field as it is on the screen but takes its first
   * value as its own, so it would never see the text, and its next redraw would wipe it). Each such field
   * is given its first value, then the typed one, as an input event: the way a browser's autofill
   * reaches the app. Returns the held tap, for `replayTap` once the app has drawn the page.
   */
  handTypedTextToApp(): ControlSeen | null;
}

/**
 * Holds a tap on a control that needs the app until the app runs (links and a form's own submission go
 * ahead as plain HTML).
 */
export function holdEarlyUse(document: Document): EarlyUse {
  let tap: ControlSeen | null = null;
  const onClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.(APP_CONTROLS);
    if (!control || worksWithoutApp(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    tap = seen(control, APP_CONTROLS);
  };
  document.addEventListener('click', onClick, true);
  return {
    handTypedTextToApp() {
      document.removeEventListener('click', onClick, true);
      for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        TYPED_FIELDS,
      )) {
        const typed = field.value;
        if (typed === field.defaultValue) continue;
        const setValue = Object.getOwnPropertyDescriptor(
          Object.getPrototypeOf(field) as object,
          'value',
        )?.set;
        if (!setValue) continue;
        // Through the element's own property (which the app watches): the app's view is the first value.
        field.value = field.defaultValue;
        // Through the prototype (which it does not): the screen has the typed text again.
        setValue.call(field, typed);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return tap;
    },
  };
}

/** Taps again the control tapped before the app ran, or the equal one that replaced it when the app
 * drew the page's layout again (it knows the screen's width only once it runs). */
export function replayTap(document: Document, tap: ControlSeen | null): void {
  const control = tap && findAgain(document, tap, APP_CONTROLS);
  if (control instanceof HTMLElement) control.click();
}
