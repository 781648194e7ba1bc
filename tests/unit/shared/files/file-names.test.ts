import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from '#shared/files/file-names.ts';

describe('sanitizeFileName', () => {
  it.each([
    ['storyboard.png', 'storyboard.png'],
    ['C:\\Users\\nia\\brief.docx', 'brief.docx'],
    ['../../etc/passwd', 'passwd'],
    ['  many   spaces .txt ', 'many spaces .txt'],
    ['quo"te<>|?*:.txt', 'quote.txt'],
    ['line\r\nbreak\u0000.txt', 'linebreak.txt'],
    ['.hidden', 'hidden'],
    ['ภาพปก.png', 'ภาพปก.png'],
    ['', 'download'],
    ['...', 'download'],
  ])('%j becomes %j', (raw, clean) => {
    expect(sanitizeFileName(raw)).toBe(clean);
  });

  it('shortens a long name but keeps its extension', () => {
    const clean = sanitizeFileName(`${'a'.repeat(300)}.mp4`);
    expect(clean).toHaveLength(200);
    expect(clean.endsWith('.mp4')).toBe(true);
  });

  it('uses the given fallback', () => {
    expect(sanitizeFileName('/', 'file')).toBe('file');
  });
});
