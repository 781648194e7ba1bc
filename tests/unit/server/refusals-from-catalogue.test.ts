import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apiMessagesEn } from '#shared/i18n/api-messages-en.ts';
import { apiMessagesTh } from '#shared/i18n/api-messages-th.ts';

const serverRoot = path.resolve('src/server');
const errorsModule = path.join(serverRoot, 'lib', 'errors.ts');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });

interface Call {
  where: string;
  callee: string;
  args: readonly ts.Expression[];
}

/** Every `new AppError(...)` and `catalogueError(...)` in the server's sources. */
const refusalCalls = (file: string): Call[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const calls: Call[] = [];
  const visit = (node: ts.Node): void => {
    const callee = ts.isNewExpression(node) || ts.isCallExpression(node) ? node.expression.getText(source) : '';
    if (
      (ts.isNewExpression(node) && callee === 'AppError') ||
      (ts.isCallExpression(node) && callee === 'catalogueError')
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      calls.push({
        where: `${path.relative(process.cwd(), file)}:${line + 1}`,
        callee,
        args: (node as ts.NewExpression | ts.CallExpression).arguments ?? [],
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
};

const calls = sourceFiles(serverRoot).flatMap((file) => refusalCalls(file).map((call) => ({ ...call, file })));

describe('refusals come from the API catalogue', () => {
  it('finds the refusals it checks', () => {
    expect(calls.filter((call) => call.callee === 'catalogueError').length).toBeGreaterThan(100);
  });

  it('builds no AppError with a text of its own outside lib/errors.ts (catalogueError, or invalidInput for a schema message)', () => {
    expect(
      calls.filter((call) => call.callee === 'AppError' && call.file !== errorsModule).map((call) => call.where),
    ).toEqual([]);
  });

  it('names keys that the English and the Thai catalogue both hold', () => {
    const keys = calls.flatMap(({ callee, args }) => {
      const key = args[1];
      return callee === 'catalogueError' && key && ts.isStringLiteralLike(key) ? [key.text] : [];
    });
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !(key in apiMessagesEn) || !(key in apiMessagesTh))).toEqual([]);
  });
});
