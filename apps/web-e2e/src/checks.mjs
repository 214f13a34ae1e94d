// The checks every scenario file uses: a failed one throws with the words of what was expected.

export function expect(condition, message) {
  if (!condition) throw new Error(message);
}

export async function visible(page, locator, what, timeout = 15_000) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`Expected ${what} to be visible on ${page.url()}`);
  }
}

export const isPhone = (page) => (page.viewportSize()?.width ?? 1280) < 768;
