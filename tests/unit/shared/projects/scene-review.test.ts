import { describe, expect, it } from 'vitest';
import { approvalEffects } from '#shared/projects/approvals/banners.ts';
import { isDrawingApproved } from '#shared/projects/scenes/scenes.ts';
import {
  projectStatuses,
  storyboardStatuses,
  type ProjectStatus,
  type StoryboardStatus,
} from '#shared/projects/status.ts';

// Decision 043: a text change flags the scene from the sketch approval on, while a storyboard exists.
const approvedDrawing: readonly StoryboardStatus[] = ['sketch-confirmed', 'pending', 'confirmed'];
const withStoryboard: readonly ProjectStatus[] = ['storyboarding', 'recording', 'ready'];

describe('isDrawingApproved', () => {
  const cells = projectStatuses.flatMap((status) =>
    storyboardStatuses.map((storyboardStatus) => [status, storyboardStatus] as const),
  );
  it.each(cells)('status %s, storyboard %s', (status, storyboardStatus) => {
    expect(isDrawingApproved({ status, storyboardStatus })).toBe(
      withStoryboard.includes(status) && approvedDrawing.includes(storyboardStatus),
    );
  });

  it('holds after the sketch and storyboard approvals, not after the script approval', () => {
    const storyboarding = { status: 'storyboarding', storyboardStatus: 'sketch-pending' } as const;
    expect(isDrawingApproved({ ...storyboarding, ...approvalEffects.sketch })).toBe(true);
    expect(isDrawingApproved({ ...storyboarding, storyboardStatus: 'pending', ...approvalEffects.storyboard })).toBe(
      true,
    );
    expect(isDrawingApproved({ status: 'script-writing', storyboardStatus: 'new', ...approvalEffects.script })).toBe(
      false,
    );
  });
});
