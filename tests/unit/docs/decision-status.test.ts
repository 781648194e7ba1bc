import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const decisionsDir = path.resolve('docs/decisions');
const recordName = /^(\d{3})-[a-z0-9-]+\.md$/;

/**
 * The three forms of docs/decisions/README.md; free text may follow the form (when it was accepted,
 * which part a revision changed), so the form must end at the line's end or at a separator.
 */
const statusForm = /^Status: (?:Accepted|Superseded by (\d{3})|Revised by (\d{3}(?:, \d{3})*))(?=$|[.:;]| \()/;

/** "decision 073", "decisions 082 and 083", "decisions 073, 079 and 080", "decisions 077-081". */
const namedDecisions = /\bdecisions? (\d{3}(?:(?:, | and |, and |-)\d{3})*)(?!\d)/gi;

interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  lines: string[];
}

const records: DecisionRecord[] = readdirSync(decisionsDir)
  .filter((file) => recordName.test(file))
  .sort()
  .map((file) => {
    const lines = readFileSync(path.join(decisionsDir, file), 'utf8').split('\n');
    return { file, number: file.slice(0, 3), title: (lines[0] ?? '').replace(/^# (?:\d{3}|NNN): /, ''), lines };
  });

const numbers = new Set(records.map((record) => record.number));

/** The Status line sits right under the title, after one blank line, as in 000-template.md. */
const statusOf = (record: DecisionRecord): RegExpExecArray | null =>
  record.lines[1] === '' ? statusForm.exec(record.lines[2] ?? '') : null;

const statusNumbers = (status: RegExpExecArray): string[] => (status[1] ?? status[2] ?? '').split(', ').filter(Boolean);

describe('decision records', () => {
  it('are all read', () => {
    expect(records.length).toBeGreaterThan(60);
  });

  it('open with a Status line: Accepted, Superseded by NNN or Revised by NNN', () => {
    expect(
      records.filter((record) => !statusOf(record)).map((record) => `${record.file}: ${record.lines[2] ?? ''}`),
    ).toEqual([]);
  });

  it('are superseded or revised only by later records that exist', () => {
    const wrong = records.flatMap((record) => {
      const status = statusOf(record);
      if (!status) return [];
      return statusNumbers(status)
        .filter((number) => !numbers.has(number) || number <= record.number)
        .map((number) => `${record.file} names ${number}`);
    });
    expect(wrong).toEqual([]);
  });

  it('name only decisions that exist', () => {
    const unknown = records.flatMap((record) =>
      [...record.lines.join('\n').matchAll(namedDecisions)].flatMap((match) =>
        (match[1] ?? '')
          .split(/, and |, | and |-/)
          .filter((number) => !numbers.has(number))
          .map((number) => `${record.file} names decision ${number}`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('are each listed in the index with their title and status', () => {
    const readme = readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');
    const indexRows = readme.split('\n').filter((line) => /^\| \[\d{3}\]/.test(line));
    const expectedRows = records
      .filter((record) => record.number !== '000')
      .map((record) => {
        const status = statusOf(record);
        return `| [${record.number}](${record.file}) | ${record.title} | ${status ? status[0].slice('Status: '.length) : 'no status'} |`;
      });
    expect(indexRows).toEqual(expectedRows);
  });
});
