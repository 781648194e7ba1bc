import { describe, expect, it } from 'vitest';
import {
  canDeleteComment,
  canEditComment,
  canReplyToComment,
  canSeeComment,
  canReadHiddenComment,
  canToggleCommentHidden,
  commentCreateBodySchema,
  showsEditedMarker,
  visibleCommentCount,
  visibleCommentTags,
} from '#shared/comments/comments.ts';
import { actorNames, actors, type ActorName } from '../actors.ts';
import { firstProblem } from '../../../support/validation.ts';

const contributorTags = ['none', 'prod', 'editing', 'voice', 'recording', 'video-editing', 'notes'];

// Spec §6: contributors see all tabs (#private for PMs, #admins for admins); others the default tab.
const tabs: Record<ActorName, string[]> = {
  visitor: ['none'],
  client: ['none'],
  freelancer: contributorTags,
  scriptFreelancer: contributorTags,
  translator: contributorTags,
  storyboardFreelancer: contributorTags,
  changesFreelancer: contributorTags,
  voiceFreelancer: contributorTags,
  pmFreelancer: [...contributorTags, 'private'],
  staff: contributorTags,
  pmStaff: [...contributorTags, 'private'],
  admin: [...contributorTags, 'private', 'admins'],
};

describe('comment tabs, counts and markers (spec §6)', () => {
  it.each(actorNames)('%s', (name) => {
    const actor = actors[name];
    const contributor = tabs[name].length > 1;
    expect(visibleCommentTags(actor)).toEqual(tabs[name]);
    expect(visibleCommentCount(actor, { public: 3, internal: 4 })).toBe(contributor ? 7 : 3);
    expect(showsEditedMarker(actor, { edited: true })).toBe(contributor);
  });

  it('shows a #private comment to its author only', () => {
    const mine = { user: 'u-staff-pm', tag: 'private', isReply: false } as const;
    expect(canSeeComment(actors.pmStaff, mine)).toBe(true);
    expect(canSeeComment(actors.admin, mine)).toBe(false);
    expect(canSeeComment(actors.admin, { ...mine, tag: 'admins' })).toBe(true);
    expect(canSeeComment(actors.pmStaff, { ...mine, tag: 'admins' })).toBe(false);
    expect(canSeeComment(actors.client, { ...mine, tag: 'prod' })).toBe(false);
  });
});

describe('comment edit, delete, hide and reply', () => {
  const byClient = { user: 'u-client', isReply: false };
  it.each<[ActorName, boolean, boolean]>([
    ['visitor', false, false],
    ['client', true, false],
    ['freelancer', false, false],
    ['staff', false, true],
    ['pmFreelancer', false, false],
    ['admin', true, true],
  ])('%s: edit/delete %s, hide %s', (name, edit, hide) => {
    expect(canEditComment(actors[name], byClient)).toBe(edit);
    expect(canDeleteComment(actors[name], byClient)).toBe(edit);
    expect(canToggleCommentHidden(actors[name])).toBe(hide);
    expect(canReadHiddenComment(actors[name], byClient)).toBe(hide || name === 'client');
  });

  it('lets only admins edit anonymous comments', () => {
    expect(canEditComment(actors.client, { user: null })).toBe(false);
    expect(canEditComment(actors.admin, { user: null })).toBe(true);
  });

  it('replies only to top-level comments, when logged in', () => {
    expect([
      canReplyToComment(actors.client, { isReply: false }),
      canReplyToComment(actors.client, { isReply: true }),
      canReplyToComment(null, { isReply: false }),
    ]).toEqual([true, false, false]);
  });

  it('needs comment text, and tags none by default', () => {
    expect(firstProblem(commentCreateBodySchema, { text: ' ', itemId: 'i', itemType: 'scene' })).toBe(
      'Write a comment first',
    );
    expect(commentCreateBodySchema.parse({ text: 'Nice', itemId: 'i', itemType: 'scene' }).tag).toBe('none');
  });
});
