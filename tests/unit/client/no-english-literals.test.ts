import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a user sees goes through a catalogue, so a Thai deployment shows no English. This scans
 * the client's JSX: text between tags, string literals a JSX expression shows as they are, and the
 * attributes a screen reader or the browser shows (aria-label, title, placeholder, alt, label).
 */
const clientDir = path.resolve('src/client');
const shownAttributes = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description']);

/** Strings that are no language: catalogue keys passed to a component that translates them, a URL scheme, symbols. */
const isLanguageFree = (text: string): boolean =>
  !/[A-Za-z]/.test(text) || /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/.test(text) || /^https?:\/\/$/.test(text);

interface Finding {
  file: string;
  line: number;
  text: string;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });

/** The literals an expression shows as they are: not arguments of calls (t('key')), only what it evaluates to. */
const shownLiterals = (expression: ts.Expression): ts.Node[] => {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (ts.isTemplateExpression(expression))
    return [expression.head, ...expression.templateSpans.map((span) => span.literal)];
  if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const kind = expression.operatorToken.kind;
    if (kind === ts.SyntaxKind.BarBarToken || kind === ts.SyntaxKind.QuestionQuestionToken)
      return [...shownLiterals(expression.left), ...shownLiterals(expression.right)];
    if (kind === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(expression.right);
    if (kind === ts.SyntaxKind.PlusToken)
      return [...shownLiterals(expression.left), ...shownLiterals(expression.right)];
  }
  return [];
};

const literalText = (node: ts.Node): string =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)
    ? node.text
    : node.getText();

export const findEnglishLiterals = (file: string, source: string): Finding[] => {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.trim();
    if (isLanguageFree(trimmed)) return;
    findings.push({
      file: path.relative(clientDir, file),
      line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: trimmed,
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const literal of shownLiterals(node.expression)) report(literal, literalText(literal));
    }
    if (ts.isJsxAttribute(node) && shownAttributes.has(node.name.getText()) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) report(node.initializer, node.initializer.text);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) {
        for (const literal of shownLiterals(node.initializer.expression)) report(literal, literalText(literal));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
};

describe('client components', () => {
  it('show no English written in JSX: every visible text and label comes from a catalogue', () => {
    const findings = sourceFiles(clientDir).flatMap((file) => findEnglishLiterals(file, readFileSync(file, 'utf8')));
    expect(findings).toEqual([]);
  });

  it('catch the literals this test is for, and leave keys, symbols and translated text alone', () => {
    const sample = `
      export const Sample = ({ name }: { name: string }) => (
        <nav aria-label="Main menu" title={'Close'}>
          Featured
          {name || 'FILE'}
          <input placeholder={\`Scene \${name}\`} />
          <Panel title="dashboard.myProjects" label={t('common.save')} />
          <a href="https://example.com" placeholder="https://">{name} · {t('x.y')} +{1}</a>
        </nav>
      );`;
    expect(findEnglishLiterals(path.join(clientDir, 'sample.tsx'), sample).map((finding) => finding.text)).toEqual([
      'Main menu',
      'Close',
      'Featured',
      'FILE',
      'Scene',
    ]);
  });
});
