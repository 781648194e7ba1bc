import { describe, expect, it } from 'vitest';
import {
  canModifyFeed,
  canPostToFeed,
  feedSettingsActions,
  lastAvatars,
  showsFeedPeople,
  type FeedRecord,
} from '#shared/feeds/feeds.ts';
import {
  canMarkPostDone,
  canModifyPost,
  isHighlightedRating,
  leavesPostList,
  postBodyPreview,
  postBodySchema,
} from '#shared/posts/posts.ts';
import { actorNames, actors } from '../actors.ts';

describe('posts (spec §4, §6)', () => {
  it.each(actorNames)('modify a post by u-free: %s', (name) => {
    expect(canModifyPost(actors[name], { user: 'u-free' })).toBe(name === 'admin' || name === 'freelancer');
  });

  it.each(actorNames)('mark done a post by u-free tagging u-staff: %s', (name) => {
    expect(canMarkPostDone(actors[name], { user: 'u-free', users: ['u-staff'] })).toBe(
      name === 'admin' || name === 'freelancer' || name === 'staff',
    );
  });

  it('highlights ratings above 3 and defaults a new post to 3', () => {
    expect([1, 2, 3, 4, 5].map(isHighlightedRating)).toEqual([false, false, false, true, true]);
    expect(postBodySchema.parse({ feed: 'f', title: 'Plan' })).toMatchObject({
      rating: 3,
      type: 'post',
      private: false,
    });
  });

  it.each<[string, 'mark-read' | 'todo-remove' | 'mark-done' | 'other', boolean]>([
    ['unread', 'mark-read', true],
    ['all', 'mark-read', false],
    ['todo', 'todo-remove', true],
    ['all', 'todo-remove', false],
    ['all', 'mark-done', true],
    ['unread', 'other', false],
  ])('in %s, %s removes the post from the list: %s', (feed, action, leaves) => {
    expect(leavesPostList(feed, action)).toBe(leaves);
  });
});

describe('feeds (spec §2, §6)', () => {
  const feed = (overrides: Partial<FeedRecord> = {}): FeedRecord => ({
    users: [],
    isReadOnly: false,
    isAggregate: false,
    isLevelBased: false,
    isRoleBased: false,
    isSystem: false,
    ...overrides,
  });

  it.each<[string, Partial<FeedRecord>, string[]]>([
    ['empty feed', {}, ['add-people', 'edit', 'delete']],
    ['feed with people', { users: ['a'] }, ['edit', 'delete']],
    ['system feed', { isSystem: true }, []],
    ['level-based feed', { isLevelBased: true }, []],
    ['role-based feed', { isRoleBased: true }, []],
    ['aggregate feed', { isAggregate: true }, []],
  ])('admin settings on %s', (_, overrides, actions) => {
    expect(feedSettingsActions(actors.admin, feed(overrides))).toEqual(actions);
  });

  it('leaves feed changes to admins', () => {
    expect(actorNames.filter((name) => canModifyFeed(actors[name], feed()))).toEqual(['admin']);
    expect([showsFeedPeople(feed({ isAggregate: true })), showsFeedPeople(feed())]).toEqual([false, true]);
    expect([
      canPostToFeed(actors.staff, feed({ isReadOnly: true })),
      canPostToFeed(actors.admin, feed({ isReadOnly: true })),
    ]).toEqual([false, true]);
  });
});

describe('post body preview', () => {
  it('keeps words whole around inline tags, parts blocks, decodes entities and cuts with an ellipsis', () => {
    expect(
      postBodyPreview(
        '<p>the <strong>delivery checklist</strong>: export &amp; upload</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
      ),
    ).toBe('the delivery checklist: export & upload one two');
    const long = postBodyPreview(`<p>${'word '.repeat(100)}</p>`);
    expect(long.endsWith('word…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(241);
  });

  it('pictures the last three members and counts the rest', () => {
    expect(lastAvatars(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['c', 'd', 'e'], more: 2 });
    expect(lastAvatars(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});
