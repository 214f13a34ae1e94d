import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMeta } from './use-page-meta';

const typed = `</script><script>alert("x")</script> didn't <b>no problem</b> & more`;

function StorePage() {
  usePageMeta({
    title: 'A store',
    description: `A member wrote: ${typed}`,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'A store',
        review: [{ '@type': 'Review', reviewBody: typed }],
      },
    ],
  });
  return null;
}

/** The head as a saved page or a crawler's snapshot writes it out, read back by an HTML parser. */
const headReadBack = () =>
  new DOMParser().parseFromString(
    `<!doctype html><html><head>${document.head.innerHTML}</head><body></body></html>`,
    'text/html',
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe("text people typed in a page's meta data (issue 43, finding 5)", () => {
  it('a </script> in a review cannot break out of the structured data; the data reads back exactly', () => {
    render(<StorePage />);
    const page = headReadBack();
    const scripts = [...page.querySelectorAll('script')];
    expect(scripts.map((script) => script.type)).toEqual(['application/ld+json']);
    expect(JSON.parse(scripts[0].textContent ?? '')).toMatchObject({
      review: [{ reviewBody: typed }],
    });
    expect(page.head.textContent).not.toContain('alert("x")</script>');
  });

  it('the meta description holds the text as typed, escaped as an attribute', () => {
    render(<StorePage />);
    const page = headReadBack();
    expect(page.querySelectorAll('script').length).toBe(1);
    expect(page.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      `A member wrote: ${typed}`,
    );
  });
});
