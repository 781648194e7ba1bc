import { describe, expect, it } from 'vitest';
import {
  canReadHiddenComment,
  canUseCommentTag,
  commentCreateBodySchema,
  commentTags,
  maxCommentLength,
  toCommentRecord,
  visibleCommentTags,
} from '../../../../src/shared/comments/comments.ts';
import { actorNames, actors, powers } from '../actors.ts';
import { firstProblem } from '../../../support/validation.ts';

const body = { itemId: 'x', itemType: 'scene' };

describe('comment input', () => {
  it('a user may write under exactly the tags they can see', () => {
    for (const name of actorNames) {
      for (const tag of commentTags)
        expect(canUseCommentTag(actors[name], tag), `${name} #${tag}`).toBe(
          visibleCommentTags(actors[name]).includes(tag),
        );
    }
    expect(canUseCommentTag(actors.visitor, 'none')).toBe(true);
    expect(canUseCommentTag(actors.client, 'prod')).toBe(false);
  });

  it('a hidden comment is read by power users and its author only', () => {
    for (const name of actorNames) {
      const expected = powers.includes(name) || name === 'client';
      expect(canReadHiddenComment(actors[name], { user: 'u-client' }), name).toBe(expected);
    }
  });

  it('trims the text and refuses it empty or over 20,000 characters', () => {
    expect(commentCreateBodySchema.parse({ ...body, text: '  hi  ' })).toMatchObject({
      text: 'hi',
      tag: 'none',
      files: [],
      mentions: [],
    });
    expect(firstProblem(commentCreateBodySchema, { ...body, text: '   ' })).toBe('Write a comment first');
    expect(commentCreateBodySchema.safeParse({ ...body, text: 'a'.repeat(maxCommentLength) }).success).toBe(true);
    expect(firstProblem(commentCreateBodySchema, { ...body, text: 'a'.repeat(maxCommentLength + 1) })).toBe(
      'A comment can be at most 20,000 characters',
    );
  });

  it('accepts only uuids as file references, mentions and reply targets', () => {
    expect(commentCreateBodySchema.safeParse({ ...body, text: 'x', files: [{ id: 'nope', name: 'a' }] }).success).toBe(
      false,
    );
    expect(commentCreateBodySchema.safeParse({ ...body, text: 'x', mentions: ['nope'] }).success).toBe(false);
    expect(commentCreateBodySchema.safeParse({ ...body, text: 'x', replyTo: 'nope' }).success).toBe(false);
  });

  it('reads the rule record from a comment as the API sends it', () => {
    expect(toCommentRecord({ user: { _id: 'u1', name: 'A', picture: '' }, tag: 'prod', isReply: true })).toEqual({
      user: 'u1',
      tag: 'prod',
      isReply: true,
    });
    expect(toCommentRecord({ user: null, tag: 'none', isReply: false })).toEqual({
      user: null,
      tag: 'none',
      isReply: false,
    });
  });
});
