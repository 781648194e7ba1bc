import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The cycle rule walks every file a probe reaches; these probes test the boundaries, not cycles.
const eslint = new ESLint({ overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

const errorsOf = async (filePath: string, code: string, ruleId: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
};

// The first lint loads the parsers and plugins, which takes seconds on a busy machine.
describe('the source boundaries lint rule', { timeout: 60_000 }, () => {
  it.each([
    [
      'shared importing the server by alias',
      'src/shared/jobs/probe.ts',
      "export { buildApp } from '#server/app.ts';\n",
      /src\/shared may not import src\/server/,
    ],
    [
      'shared importing the client by a relative path',
      'src/shared/jobs/probe.ts',
      "export { t } from '../../client/lib/page-data.ts';\n",
      /src\/shared may not import src\/client/,
    ],
    [
      'the client importing the server',
      'src/client/features/jobs/probe.ts',
      "export { buildApp } from '#server/app.ts';\n",
      /src\/client may not import src\/server/,
    ],
    [
      'the server importing the client',
      'src/server/lib/probe.ts',
      "export { t } from '#client/lib/page-data.ts';\n",
      /src\/server may not import src\/client/,
    ],
    [
      'a feature reaching into another',
      'src/client/features/jobs/probe.ts',
      "export { ProjectMenu } from '#client/features/projects/components/project-menu.tsx';\n",
      /through #client\/features\/projects\/index\.ts/,
    ],
    [
      'a feature reaching into another by a relative path',
      'src/client/features/jobs/components/probe.tsx',
      "export { ProjectMenu } from '../../projects/components/project-menu.tsx';\n",
      /through #client\/features\/projects\/index\.ts/,
    ],
    [
      'the app reaching into a feature',
      'src/client/app/probe.ts',
      "export { MyFiles } from '#client/features/files/components/my-files.tsx';\n",
      /through #client\/features\/files\/index\.ts/,
    ],
  ])('refuses %s', async (_name, filePath, code, message) => {
    const errors = await errorsOf(filePath, code, 'local/source-boundaries');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['shared importing shared', 'src/shared/jobs/probe.ts', "export { can } from '#shared/users/permissions.ts';\n"],
    [
      'a feature through its index',
      'src/client/features/jobs/probe.ts',
      "export { ProjectMenu } from '#client/features/projects/index.ts';\n",
    ],
    [
      'a feature inside itself',
      'src/client/features/projects/components/probe.tsx',
      "export { projectKeys } from '../api/project-keys.ts';\n",
    ],
    [
      'a lazy route importing a page',
      'src/client/app/probe.ts',
      "export const page = () => import('#client/features/jobs/pages/jobs-page.tsx');\n",
    ],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await errorsOf(filePath, code, 'local/source-boundaries')).toEqual([]);
  });
});

describe('the import cycle lint rule', { timeout: 60_000 }, () => {
  it('refuses two files that import each other', async () => {
    const linter = new ESLint({ ignore: false });
    const results = await linter.lintFiles([
      'tests/unit/lint/fixtures/import-cycle/first.ts',
      'tests/unit/lint/fixtures/import-cycle/second.ts',
    ]);
    const cycles = results.map(
      (result) => result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length,
    );
    expect(cycles).toEqual([1, 1]);
  });
});
