import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA: what issue 38 holds every app page to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const failingImpacts = new Set(['serious', 'critical']);

/** Two frames: React has committed and the browser has laid out what a resize or a state change brought. */
const settled = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * Runs axe on what `page` shows now (or on the part `within` selects: a popup over a page already checked,
 * which would otherwise count the controls it covers) and records every serious or critical violation as a
 * soft failure, so that one walk through a level's pages names every page that fails, not only the first.
 */
export const expectAccessible = async (page: Page, where: string, within?: string): Promise<void> => {
  await settled(page);
  // Legacy mode runs axe in the page itself; the default opens a blank page for every run to merge the
  // frames' results (2.0-2.6 s a run on the jobs page against 1.1-1.7 s, on the loaded two-core machine),
  // and the app has no cross-origin frame to merge.
  const axe = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode();
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  const failing = violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')} ${node.html.slice(0, 160)}: ${violation.help}`,
      ),
    );
  expect.soft(failing, `serious or critical accessibility violations on ${where}`).toEqual([]);
};

/** The same page at 1280 px and at 375 px; the page is left at 1280 px. */
export const expectAccessibleAtBothWidths = async (page: Page, where: string, within?: string): Promise<void> => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `${where} at ${width} px`, within);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};
