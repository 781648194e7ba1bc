import { describe, expect, it } from 'vitest';
import { commentTags } from '#shared/comments/comments.ts';
import { webhookCommentOf } from '#shared/webhooks/webhooks.ts';

const comment = (tag: (typeof commentTags)[number]) => ({
  commentId: 'c1',
  itemType: 'project',
  itemId: 'p1',
  tag,
  replyTo: null,
  authorId: 'u1',
  authorName: 'Ada',
  text: 'What the comment says',
});

describe('webhookCommentOf (decision 108)', () => {
  it('never sends a #private comment, sends an #admins one without its text, and every other tab with it', () => {
    for (const tag of commentTags) {
      const sent = webhookCommentOf(comment(tag));
      if (tag === 'private') expect(sent, tag).toBeNull();
      else if (tag === 'admins') expect(sent, tag).toEqual({ ...comment(tag), text: null });
      else expect(sent, tag).toEqual(comment(tag));
    }
  });
});
