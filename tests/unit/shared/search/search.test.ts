import { describe, expect, it } from 'vitest';
import { excerptParts, matchEnd, matchStart, projectSearchScope, searchQuerySchema } from '#shared/search/search.ts';
import { actors } from '../actors.ts';
import { firstProblem } from '../../../support/validation.ts';

describe('excerptParts', () => {
  it('splits a marked excerpt into plain and matching runs, dropping empty ones', () => {
    expect(excerptParts(`orders and skips the ${matchStart}queue${matchEnd}`)).toEqual([
      { text: 'orders and skips the ', match: false },
      { text: 'queue', match: true },
    ]);
    expect(excerptParts(`${matchStart}ร้านกาแฟ${matchEnd}ของเรา ${matchStart}กาแฟ${matchEnd}`)).toEqual([
      { text: 'ร้านกาแฟ', match: true },
      { text: 'ของเรา ', match: false },
      { text: 'กาแฟ', match: true },
    ]);
    expect(excerptParts('no match marked')).toEqual([{ text: 'no match marked', match: false }]);
    expect(excerptParts('')).toEqual([]);
  });

  it('reads as plain text: markdown marks and line breaks taken out, snake_case kept', () => {
    const marked = `## Opening\n\n> **Our** [${matchStart}bakery${matchEnd}](https://example.test/b) opens\n- at _dawn_ for \`early_birds\``;
    expect(excerptParts(marked)).toEqual([
      { text: 'Opening Our ', match: false },
      { text: 'bakery', match: true },
      { text: ' opens at dawn for early_birds', match: false },
    ]);
  });
});

describe('projectSearchScope', () => {
  it('lets power users search every project and keeps internal projects from clients', () => {
    expect(projectSearchScope(actors.admin)).toEqual({ everyProject: true, withInternal: true });
    expect(projectSearchScope(actors.staff)).toEqual({ everyProject: true, withInternal: true });
    expect(projectSearchScope(actors.freelancer)).toEqual({ everyProject: false, withInternal: true });
    expect(projectSearchScope(actors.client)).toEqual({ everyProject: false, withInternal: false });
  });
});

describe('searchQuerySchema', () => {
  it('trims the term and refuses one longer than 200 characters', () => {
    expect(searchQuerySchema.parse({ term: '  coffee ' })).toEqual({ term: 'coffee' });
    expect(firstProblem(searchQuerySchema, { term: 'x'.repeat(201) })).toBe('Search at most 200 characters');
  });
});
