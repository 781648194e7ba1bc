import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { blogPostBodySchema, blogSlug, parseBlogTags } from '#shared/blog/blog.ts';
import { feedBodySchema } from '#shared/feeds/feeds.ts';
import { postBodySchema, ratingBodySchema } from '#shared/posts/posts.ts';
import {
  collaboratorBodySchema,
  duplicateTitleDefault,
  projectDuplicateBodySchema,
  projectTitleBodySchema,
  projectTitleChange,
  projectTransferBodySchema,
} from '#shared/projects/schemas.ts';
import { storyboardBriefBodySchema } from '#shared/projects/storyboard-brief/schemas.ts';
import { sceneNumbersBodySchema } from '#shared/projects/scenes/scenes.ts';
import { rawScriptBodySchema } from '#shared/projects/script/script.ts';
import { socialTitleBodySchema } from '#shared/projects/social/social.ts';
import { extensionBodySchema, extensionDrawingOptions } from '#shared/projects/versions/extensions.ts';
import { firstProblem } from '../../../support/validation.ts';

describe('what a user sees when a form is refused (spec §5)', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['project title blank', projectTitleBodySchema, { title: '   ' }, 'Title is required'],
    ['duplicate title blank', projectDuplicateBodySchema, { title: ' ' }, 'Title is required'],
    ['post title blank', postBodySchema, { feed: 'f1', title: '  ' }, 'Title is required'],
    ['feed name blank', feedBodySchema, { name: '   ' }, 'Feed name is required'],
    ['social title blank', socialTitleBodySchema, { text: '' }, 'Title is required'],
    ['blog title missing', blogPostBodySchema, { body: 'x' }, 'Title is required'],
    ['raw script blank', rawScriptBodySchema, { body: ' \n ' }, 'Please enter your script'],
    ['collaborator e-mail blank', collaboratorBodySchema, { email: '  ' }, 'Email is required'],
    ['collaborator e-mail malformed', collaboratorBodySchema, { email: 'someone' }, 'Email is not a valid address'],
    [
      'transfer to this host',
      projectTransferBodySchema('studio.example.com'),
      { target: 'https://STUDIO.example.com/app' },
      'The project is already on this host',
    ],
    [
      'transfer to nowhere',
      projectTransferBodySchema('studio.example.com'),
      { target: 'not a url' },
      'Enter the address of the other host',
    ],
    ['rating 6', ratingBodySchema, { rating: 6 }, 'Choose a rating from 1 to 5'],
    ['rating 0', ratingBodySchema, { rating: 0 }, 'Choose a rating from 1 to 5'],
    ['drawing 21', extensionBodySchema, { title: 'v2', drawing: 21 }, 'Choose 0 to 20 scene changes'],
    [
      'scene number 9',
      sceneNumbersBodySchema,
      { numbers: { '9': { x: 1, y: 1 } } },
      'Numbers run from 1 to 8, sub-numbers from 1 to 9',
    ],
    [
      'brief age blank',
      storyboardBriefBodySchema,
      { age: ' ', ethnicity: 'Thai', diversity: 'no', gender: 'male' },
      'Tell us the age of your audience',
    ],
    [
      'brief ethnicity missing',
      storyboardBriefBodySchema,
      { age: '30s', diversity: 'no', gender: 'male' },
      'Tell us the ethnicity of your audience',
    ],
    [
      'brief age too long',
      storyboardBriefBodySchema,
      { age: 'a'.repeat(201), ethnicity: 'Thai', diversity: 'no', gender: 'male' },
      'The age must be at most 200 characters',
    ],
    [
      'brief diversity maybe',
      storyboardBriefBodySchema,
      { age: '30s', ethnicity: 'Thai', diversity: 'maybe', gender: 'male' },
      'Choose whether the cast should be diverse: yes or no',
    ],
    [
      'brief gender missing',
      storyboardBriefBodySchema,
      { age: '30s', ethnicity: 'Thai', diversity: 'yes' },
      'Choose the gender of the cast: equal, female or male',
    ],
  ])('%s', (_, schema, input, message) => {
    expect(firstProblem(schema, input)).toBe(message);
  });

  it.each<[string, z.ZodType, unknown, unknown]>([
    ['title trimmed', projectTitleBodySchema, { title: '  Launch video ' }, { title: 'Launch video' }],
    [
      'feed name trimmed, icon defaults to #',
      feedBodySchema,
      { name: ' Ideas ' },
      { name: 'Ideas', icon: '#', description: '', users: [], isReadOnly: false },
    ],
    ['rating defaults to 3', ratingBodySchema, {}, { rating: 3 }],
    [
      'transfer elsewhere',
      projectTransferBodySchema('studio.example.com'),
      { target: 'https://other.example.com' },
      { target: 'https://other.example.com' },
    ],
    [
      'collaborator e-mail normalised',
      collaboratorBodySchema,
      { email: ' Ann@Example.com ' },
      { email: 'ann@example.com' },
    ],
    [
      'drawing 20 is the most',
      extensionBodySchema,
      { title: 'v2', drawing: 20 },
      { title: 'v2', drawing: 20, editing: false, voiceChange: false },
    ],
    [
      'sub-number 8.9',
      sceneNumbersBodySchema,
      { numbers: { '8.9': { x: 100, y: 0 } } },
      { numbers: { '8.9': { x: 100, y: 0 } } },
    ],
    [
      'brief answers trimmed',
      storyboardBriefBodySchema,
      { age: ' 30s ', ethnicity: ' Thai', diversity: 'yes', gender: 'equal' },
      { age: '30s', ethnicity: 'Thai', diversity: 'yes', gender: 'equal' },
    ],
  ])('%s', (_, schema, input, output) => {
    expect(schema.parse(input)).toEqual(output);
  });

  it("duplicates as '<title> - Copy'", () => {
    expect(duplicateTitleDefault('Launch video')).toBe('Launch video - Copy');
  });

  it('sends nothing for an unchanged or blank title', () => {
    expect([
      projectTitleChange('Launch', ' Launch '),
      projectTitleChange('Launch', ''),
      projectTitleChange('Launch', ' Launch 2 '),
    ]).toEqual([null, null, 'Launch 2']);
  });

  it('offers drawing options none, 1 scene change, 2 to 20', () => {
    expect(extensionDrawingOptions).toHaveLength(21);
    expect(extensionDrawingOptions.slice(0, 3).map((option) => option.label)).toEqual([
      'None',
      '1 scene change',
      '2 scene changes',
    ]);
    expect(extensionDrawingOptions.at(-1)).toEqual({ value: 20, label: '20 scene changes' });
  });

  it('slugs and tags blog posts', () => {
    expect(blogSlug('How we draw: 5 tips!')).toBe('how-we-draw-5-tips');
    expect(blogSlug('วิดีโอ อธิบาย')).toBe('วิดีโอ-อธิบาย');
    // A long title still gives an address the router serves (it answers 414 past 100 characters).
    expect(blogSlug('word '.repeat(60)).length).toBeLessThanOrEqual(100);
    expect(blogSlug('วิดีโอ '.repeat(40)).length).toBeLessThanOrEqual(100);
    expect(blogSlug('word '.repeat(60))).toMatch(/^word(-word)+$/);
    expect(parseBlogTags(' video, ,tips,video ')).toEqual(['video', 'tips']);
  });
});
