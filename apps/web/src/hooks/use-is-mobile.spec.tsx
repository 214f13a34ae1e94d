import { act } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPrerenderHydration, useViewport } from './use-is-mobile';

let rendered: string[] = [];
function Width() {
  const viewport = useViewport() ?? 'unknown';
  rendered.push(viewport);
  return <p>{viewport}</p>;
}

/** A phone-sized window: the mobile media query matches. */
function onAPhone(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('the viewport a layout renders for', () => {
  afterEach(() => {
    rendered = [];
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('is unknown while the pre-rendered page hydrates (as on the server), then the real width', async () => {
    onAPhone();
    const container = document.createElement('div');
    // What the build's pre-render wrote, without a window.
    container.innerHTML = '<p>unknown</p>';
    document.body.append(container);
    const mismatches: unknown[] = [];
    startPrerenderHydration();
    await act(async () => {
      startTransition(
        () =>
          void hydrateRoot(container, <Width />, {
            onRecoverableError: (error) => mismatches.push(error),
          }),
      );
    });
    // Hydration adopted the pre-rendered HTML as it was, and the width came in the render after it.
    expect(mismatches).toEqual([]);
    expect(rendered).toEqual(['unknown', 'mobile']);
    expect(container.textContent).toBe('mobile');
  });

  it('is known at once on a page rendered in the browser', async () => {
    onAPhone();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Width />));
    expect(rendered).toEqual(['mobile']);
    expect(container.textContent).toBe('mobile');
  });
});
