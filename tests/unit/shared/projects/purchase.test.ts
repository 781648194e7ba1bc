import { describe, expect, it } from 'vitest';
import type { ProjectRecord } from '#shared/projects/permissions.ts';
import { purchaseBlock } from '#shared/projects/purchase/purchase.ts';
import { shownPreview } from '#shared/projects/video/delivery.ts';
import type { Actor } from '#shared/users/levels.ts';

const client: Actor = { _id: 'client-1', level: 'client', role: [] };
const stranger: Actor = { _id: 'client-2', level: 'client', role: [] };
const pm: Actor = { _id: 'pm-1', level: 'staff', role: ['project-manager'] };
const project = (values: Partial<ProjectRecord>): ProjectRecord => ({
  status: 'ready',
  scriptStatus: 'confirmed',
  storyboardStatus: 'confirmed',
  purchased: false,
  collabs: ['client-1'],
  ...values,
});

describe('purchaseBlock (spec §4, §6; decision 064)', () => {
  it('lets the collaborators and project managers buy a ready, unpurchased project', () => {
    expect([purchaseBlock(client, project({}), null), purchaseBlock(pm, project({}), null)]).toEqual([null, null]);
    expect([purchaseBlock(stranger, project({}), null), purchaseBlock(null, project({}), null)]).toEqual([
      'notAllowed',
      'notAllowed',
    ]);
  });

  it('says why a collaborator cannot buy: not ready, or bought already', () => {
    expect(purchaseBlock(client, project({ status: 'recording' }), null)).toBe('notReady');
    expect(purchaseBlock(client, project({ purchased: true }), null)).toBe('alreadyPurchased');
  });

  it('offers an extension once the project is bought, until the version is', () => {
    expect(purchaseBlock(client, project({}), { purchased: false })).toBe('notReady');
    expect(purchaseBlock(client, project({ purchased: true }), { purchased: false })).toBeNull();
    expect(purchaseBlock(client, project({ purchased: true }), { purchased: true })).toBe('alreadyPurchased');
    expect(purchaseBlock(stranger, project({ purchased: true }), { purchased: false })).toBe('notAllowed');
  });
});

describe('shownPreview (decision 065)', () => {
  it('shows only the watermarked preview before purchase, the clean one after', () => {
    const files = { videoPreview: 'clean.webm', videoWatermarked: 'marked.webm' };
    expect(shownPreview({ ...files, purchased: false })).toBe('marked.webm');
    expect(shownPreview({ ...files, purchased: true })).toBe('clean.webm');
    expect(shownPreview({ videoPreview: 'clean.webm', videoWatermarked: null, purchased: false })).toBeNull();
    expect(shownPreview({ videoPreview: null, videoWatermarked: 'marked.webm', purchased: true })).toBe('marked.webm');
  });
});
