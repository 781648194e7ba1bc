import { describe, expect, it } from 'vitest';
import {
  hasStoryboard,
  isPurchaseOffered,
  isRawScriptOpen,
  isScriptEditable,
  matchesProjectStatusFilter,
  parseProjectStatusFilter,
  projectStatusCriteria,
  projectStatuses,
  type ProjectStatus,
} from '#shared/projects/status.ts';

// Spec §4, per status: script editable, raw script open, storyboard exists, purchase offered (unpurchased).
const table: Record<ProjectStatus, [editable: boolean, raw: boolean, storyboard: boolean, purchase: boolean]> = {
  new: [true, true, false, false],
  'script-writing': [true, false, false, false],
  storyboarding: [true, false, true, false],
  recording: [true, false, true, false],
  ready: [false, false, true, true],
  cancelled: [false, false, false, false],
};

describe('project status rules (spec §4)', () => {
  it.each(projectStatuses)('%s', (status) => {
    expect([
      isScriptEditable(status),
      isRawScriptOpen(status),
      hasStoryboard(status),
      isPurchaseOffered({ status, purchased: false }),
    ]).toEqual(table[status]);
    expect(isPurchaseOffered({ status, purchased: true })).toBe(false);
  });
});

describe('status filter values (spec §2)', () => {
  it('accepts the PM select values and clears anything else', () => {
    expect(
      ['new', 'uncompleted', 'purchased', 'onhold', 'ready', 'cancelled', 'all', ''].map(parseProjectStatusFilter),
    ).toEqual(['new', 'uncompleted', 'purchased', 'onhold', 'ready', null, null, null]);
  });

  it('means: uncompleted = new to recording; purchased and onhold = their flags', () => {
    expect(projectStatusCriteria('uncompleted')).toEqual({
      statuses: ['new', 'script-writing', 'storyboarding', 'recording'],
    });
    expect(projectStatusCriteria('purchased')).toEqual({ purchased: true });
    expect(projectStatusCriteria('onhold')).toEqual({ onhold: true });
    expect(projectStatusCriteria('recording')).toEqual({ statuses: ['recording'] });
  });

  it.each<[string, { status: ProjectStatus; purchased: boolean; onhold: boolean }, Record<string, boolean>]>([
    [
      'a ready purchased project',
      { status: 'ready', purchased: true, onhold: false },
      { uncompleted: false, purchased: true, onhold: false, ready: true },
    ],
    [
      'a held storyboard',
      { status: 'storyboarding', purchased: false, onhold: true },
      { uncompleted: true, purchased: false, onhold: true, ready: false },
    ],
  ])('%s', (_, project, expected) => {
    for (const [filter, result] of Object.entries(expected))
      expect(matchesProjectStatusFilter(project, parseProjectStatusFilter(filter))).toBe(result);
    expect(matchesProjectStatusFilter(project, null)).toBe(true);
  });
});
