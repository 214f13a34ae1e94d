import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  holdEarlyUse,
  positionAllowed,
  replayTap,
  servedComplete,
  startOnFirstTouch,
  whenToStart,
} from './app-start';

// React's act() is how this test waits for the app's renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('when the app starts on a page', () => {
  const served = { served: true, signedIn: false, search: '' };

  it('starts at once where the page needs it', () => {
    // A search without a place is "near me".
    expect(whenToStart({ ...served, pathname: '/search', search: '?q=kroger' })).toBe('at-once');
    expect(whenToStart({ ...served, pathname: '/es/search', search: '' })).toBe('at-once');
    // A page the server did not render, and a member's own parts of any page.
    expect(whenToStart({ ...served, pathname: '/profile', served: false })).toBe('at-once');
    expect(whenToStart({ ...served, pathname: '/store/12', signedIn: true })).toBe('at-once');
  });

  it('starts the home page at once only where the position may be read without asking', async () => {
    expect(whenToStart({ ...served, pathname: '/' })).toBe('at-once-if-position-allowed');
    expect(whenToStart({ ...served, pathname: '/es' })).toBe('at-once-if-position-allowed');
    const permissions = (state: PermissionState) =>
      ({ query: async () => ({ state }) }) as unknown as Permissions;
    expect(await positionAllowed(permissions('granted'))).toBe(true);
    expect(await positionAllowed(permissions('prompt'))).toBe(false);
    expect(await positionAllowed(permissions('denied'))).toBe(false);
    // A browser without the Permissions API starts at once, as before.
    expect(await positionAllowed(undefined)).toBe(true);
  });

  it('waits for the first touch on every other page the server rendered', () => {
    const touch = 'at-first-touch';
    expect(whenToStart({ ...served, pathname: '/search', search: '?location=30303' })).toBe(touch);
    // Old links' city= and state= are a place too.
    expect(
      whenToStart({ ...served, pathname: '/search', search: '?q=kroger&city=Atlanta&state=GA' }),
    ).toBe(touch);
    expect(whenToStart({ ...served, pathname: '/store/12' })).toBe(touch);
    expect(whenToStart({ ...served, pathname: '/es/city/atlanta' })).toBe(touch);
    expect(whenToStart({ ...served, pathname: '/blog/using-ebt' })).toBe(touch);
  });

  it('counts a served page as complete unless something in it waits for the app', () => {
    const root = document.createElement('div');
    expect(servedComplete(root)).toBe(false);
    root.innerHTML = '<main><h1>Stores in 30303</h1></main>';
    expect(servedComplete(root)).toBe(true);
    // The spinner an account page is served with, in place of its content.
    root.innerHTML = '<main><div role="status" data-app-needed="true"></div></main>';
    expect(servedComplete(root)).toBe(false);
  });

  it('starts once, on the first of the touch events', () => {
    const target = new EventTarget();
    let starts = 0;
    startOnFirstTouch(target, () => starts++);
    expect(starts).toBe(0);
    target.dispatchEvent(new Event('focusin'));
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    expect(starts).toBe(1);
  });
});

/** A served page's part: a field the app controls and a button that needs the app. */
function SearchPart({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const [taps, setTaps] = useState(0);
  return (
    <main>
      <form action="/search">
        <input
          aria-label="Store name"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit">Search</button>
      </form>
      <button type="button" aria-label="Grid view" onClick={() => setTaps((n) => n + 1)}>
        {taps}
      </button>
      <button type="button" onClick={() => onSearch(text)}>
        Send
      </button>
      <a href="/store/1">A store</a>
    </main>
  );
}

describe('what someone does before the app runs', () => {
  let container: HTMLElement;
  const originalRects = Element.prototype.getClientRects;

  beforeEach(() => {
    // jsdom lays nothing out: an element is on the screen unless it is inside [hidden].
    Element.prototype.getClientRects = function (this: Element) {
      return (this.closest('[hidden]') ? [] : [{}]) as unknown as DOMRectList;
    };
    container = document.createElement('div');
    document.body.appendChild(container);
  });
  afterEach(() => {
    Element.prototype.getClientRects = originalRects;
    container.remove();
  });

  const serve = (onSearch: (text: string) => void = () => undefined) => {
    container.innerHTML = renderToString(<SearchPart onSearch={onSearch} />);
  };
  const click = (element: Element) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    return event;
  };
  const hydrate = async (onSearch: (text: string) => void = () => undefined) => {
    await act(async () => {
      hydrateRoot(container, <SearchPart onSearch={onSearch} />);
    });
  };

  it('holds a tap on a button that needs the app and taps it again once the app runs', async () => {
    serve();
    const early = holdEarlyUse(document);
    const grid = container.querySelector('[aria-label="Grid view"]') as HTMLElement;
    expect(click(grid).defaultPrevented).toBe(true);
    await hydrate();
    const tap = early.handTypedTextToApp();
    await act(async () => replayTap(document, tap));
    expect(grid.textContent).toBe('1');
    // Held once, done once: later taps are the app's own.
    await act(async () => void click(grid));
    expect(grid.textContent).toBe('2');
  });

  it('lets links and a form’s own submission go ahead as plain HTML', () => {
    serve();
    const early = holdEarlyUse(document);
    const link = container.querySelector('a') as HTMLElement;
    const submit = container.querySelector('button[type="submit"]') as HTMLElement;
    // What matters is that the browser's own action is not stopped when the event reaches the link
    // (then the test stops it: jsdom does not navigate).
    let linkFollowed = false;
    link.addEventListener('click', (event) => {
      linkFollowed = !event.defaultPrevented;
      event.preventDefault();
    });
    click(link);
    expect(linkFollowed).toBe(true);
    container.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    expect(click(submit).defaultPrevented).toBe(false);
    expect(early.handTypedTextToApp()).toBeNull();
  });

  it('hands the typed text to the app, which would otherwise never see it', async () => {
    const searched: string[] = [];
    serve((text) => searched.push(text));
    const early = holdEarlyUse(document);
    const field = container.querySelector('input') as HTMLInputElement;
    field.value = 'kroger';
    await hydrate((text) => searched.push(text));
    await act(async () => void early.handTypedTextToApp());
    await act(async () => void click(container.querySelectorAll('button')[2] as HTMLElement));
    expect(searched).toEqual(['kroger']);
    expect(field.value).toBe('kroger');
  });

  it('without the hand-over the app searches for nothing (what this guards against)', async () => {
    const searched: string[] = [];
    serve((text) => searched.push(text));
    const field = container.querySelector('input') as HTMLInputElement;
    field.value = 'kroger';
    await hydrate((text) => searched.push(text));
    await act(async () => void click(container.querySelectorAll('button')[2] as HTMLElement));
    expect(searched).toEqual(['']);
  });

  it('taps the equal control when the app drew the layout again', async () => {
    serve();
    const early = holdEarlyUse(document);
    const served = container.querySelector('[aria-label="Grid view"]') as HTMLElement;
    click(served);
    await hydrate();
    const tap = early.handTypedTextToApp();
    // The served control is gone (the phone's layout replaced by the computer's): an equal one is tapped.
    const replacement = served.cloneNode(true) as HTMLElement;
    let tapped = 0;
    replacement.addEventListener('click', () => tapped++);
    served.parentElement?.replaceChild(replacement, served);
    replayTap(document, tap);
    expect(tapped).toBe(1);
  });
});
