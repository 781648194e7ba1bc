import { describe, expect, it } from 'vitest';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { approvalEffects, approvalLabelKeys, canApprove, clientBanner } from '#shared/projects/approvals/banners.ts';
import {
  projectStatuses,
  scriptStatuses,
  storyboardStatuses,
  type ProjectStatus,
  type ScriptStatus,
  type StoryboardStatus,
} from '#shared/projects/status.ts';
import { actors } from '../actors.ts';

const en = createTranslator('en');
const th = createTranslator('th');

type Row = [ProjectStatus, ScriptStatus, StoryboardStatus, string | null, string | null, string | null];

// Spec §4 banners for clients: status, script status, storyboard status -> text, approve button, link.
const rows: Row[] = [
  [
    'script-writing',
    'new',
    'new',
    'We are writing your script. Meanwhile, you can customise your video.',
    null,
    'Customise video',
  ],
  [
    'script-writing',
    'pending',
    'new',
    'Your script is ready. Ask for changes in the comments of each scene, or approve it. Approving the script is your last chance to change the art style.',
    'Approve Script',
    null,
  ],
  [
    'storyboarding',
    'confirmed',
    'new',
    'Drawing your storyboard takes up to two weeks. Give your artist a brief so the pictures match your audience.',
    null,
    'Give a brief',
  ],
  [
    'storyboarding',
    'confirmed',
    'sketch-pending',
    'Your sketch is ready. Ask for changes in the comments of each scene, or approve it.',
    'Approve Sketch',
    null,
  ],
  [
    'storyboarding',
    'confirmed',
    'sketch-confirmed',
    'Sketch approved. The clean storyboard takes up to 7 days.',
    null,
    null,
  ],
  [
    'storyboarding',
    'confirmed',
    'pending',
    'Your storyboard is ready. Ask for changes in the comments of each scene, or approve it. Approving the storyboard is your last chance to change the colour or the music.',
    'Approve Storyboard',
    null,
  ],
  ['recording', 'confirmed', 'confirmed', 'We are recording your video. Recording takes up to 10 days.', null, null],
  [
    'ready',
    'confirmed',
    'pending',
    'Your changes are ready. Ask for more in the comments of each scene, or approve them.',
    'Approve Changes',
    null,
  ],
];

describe('client banners (spec §4)', () => {
  it.each(rows)('%s / script %s / storyboard %s', (status, scriptStatus, storyboardStatus, text, approve, link) => {
    const banner = clientBanner({ status, scriptStatus, storyboardStatus });
    expect(banner && en(banner.textKey)).toBe(text);
    expect(banner?.approval ? en(approvalLabelKeys[banner.approval]) : null).toBe(approve);
    expect(banner?.link ? en(banner.link.labelKey) : null).toBe(link);
    expect(banner && th(banner.textKey)).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('decides by the status and the sub-status that matters for it, and shows nothing otherwise', () => {
    // script-writing reads the script status; storyboarding and ready the storyboard status; recording neither.
    const relevant = (status: ProjectStatus, scriptStatus: ScriptStatus, storyboardStatus: StoryboardStatus): string =>
      status === 'script-writing'
        ? `${status}/${scriptStatus}`
        : status === 'recording'
          ? status
          : `${status}/${storyboardStatus}`;
    const expected = new Map(
      rows.map(([status, scriptStatus, storyboardStatus, text]) => [
        relevant(status, scriptStatus, storyboardStatus),
        text,
      ]),
    );
    for (const status of projectStatuses)
      for (const scriptStatus of scriptStatuses)
        for (const storyboardStatus of storyboardStatuses) {
          const banner = clientBanner({ status, scriptStatus, storyboardStatus });
          expect(banner && en(banner.textKey)).toBe(
            expected.get(relevant(status, scriptStatus, storyboardStatus)) ?? null,
          );
        }
  });

  it('lets collaborators approve only what the banner offers', () => {
    const pending = {
      status: 'script-writing',
      scriptStatus: 'pending',
      storyboardStatus: 'new',
      purchased: false,
      collabs: ['u-client'],
    } as const;
    expect(canApprove(actors.client, pending, 'script')).toBe(true);
    expect(canApprove(actors.client, pending, 'storyboard')).toBe(false);
    expect(canApprove(actors.freelancer, pending, 'script')).toBe(false);
    expect(canApprove(actors.admin, pending, 'script')).toBe(true);
  });

  it('moves the project on when approved', () => {
    expect(approvalEffects.script).toEqual({
      scriptStatus: 'confirmed',
      status: 'storyboarding',
      storyboardStatus: 'new',
    });
    expect(approvalEffects.storyboard).toEqual({ storyboardStatus: 'confirmed', status: 'recording' });
    expect(approvalEffects.sketch).toEqual({ storyboardStatus: 'sketch-confirmed' });
  });
});
