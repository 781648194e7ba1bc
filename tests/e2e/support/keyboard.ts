import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Whether the focused element shows that it has the focus: an outline or a box shadow on it, or on the
 * element Mantine draws right after a visually hidden input (a checkbox's box, a segment's label).
 * Returns a description of the element when it shows nothing.
 */
const focusShown = (): string | null => {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 'nothing has the focus';
  const marked = (element: Element | null): boolean => {
    if (!element) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  };
  if (marked(focused) || marked(focused.nextElementSibling)) return null;
  const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 60) ?? '';
  return `<${focused.tagName.toLowerCase()}> "${name}" shows no focus`;
};

export const expectFocusShown = async (page: Page): Promise<void> => {
  expect(await page.evaluate(focusShown)).toBeNull();
};

/**
 * Presses Tab (Shift+Tab backwards) until `target` has the focus, and checks at every stop on the way
 * that the focus shows: a keyboard user sees where they are at each step.
 */
export const tabTo = async (page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> => {
  // Attached, not visible: Mantine hides a radio or checkbox input and draws its look beside it.
  await target.waitFor({ state: 'attached' });
  const handle = await target.elementHandle();
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusShown(page);
    if (await page.evaluate((element) => element === document.activeElement, handle)) return;
  }
  throw new Error(`${String(target)} was not reached in ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
};

/** Presses a key on what has the focus, after checking that the focus shows. */
export const pressOnFocus = async (page: Page, key: string): Promise<void> => {
  await expectFocusShown(page);
  await page.keyboard.press(key);
};
