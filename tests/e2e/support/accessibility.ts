import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA: what issue 38 holds every app page to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const failingImpacts = new Set(['serious', 'critical']);

/**
 * Two frames, so React has committed and the browser has laid out what a resize or a state change brought,
 * then the end of every transition that has one: the navigation panel sliding away after a resize to 375 px
 * lies over the title bar's buttons until it is gone, and axe counts the targets it covers.
 */
const settled = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });

interface FoundViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * Runs axe on what `page` shows now (or on the part `within` selects: a popup over a page already checked,
 * which would otherwise count the controls it covers) and records every serious or critical violation as a
 * soft failure, so that one walk through a level's pages names every page that fails, not only the first.
 *
 * axe is put into the page once per document and asked for its violations alone. `@axe-core/playwright`
 * put its 1.5 MB source in again for every run and brought every passed and inapplicable check back with
 * its elements: 1.0-1.7 s a run on a project's scenes page where axe itself takes 0.3-0.5 s.
 */
export const expectAccessible = async (page: Page, where: string, within?: string): Promise<void> => {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, context }) => {
      const { axe: pageAxe } = window as unknown as { axe: typeof axe };
      const result = await pageAxe.run(context ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map(
        (violation): FoundViolation => ({
          id: violation.id,
          impact: violation.impact ?? null,
          help: violation.help,
          nodes: violation.nodes.map((node) => ({ target: node.target.map(String), html: node.html })),
        }),
      );
    },
    { tags: wcagTags, context: within },
  );
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
