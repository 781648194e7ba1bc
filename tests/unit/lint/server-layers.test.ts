import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The cycle rule walks every file a probe reaches; these probes test the boundaries, not cycles.
const eslint = new ESLint({ overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

const layerErrors = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'local/server-layers')
    .map((message) => message.message);
};

// The first lint loads the parsers and plugins, which takes seconds on a busy machine.
describe('the server layers lint rule', { timeout: 60_000 }, () => {
  it.each([
    [
      'a module reaching into another module',
      'src/server/modules/comments/fixture.ts',
      "export { storeUpload } from '#server/modules/files/service.ts';\n",
      /through #server\/modules\/files\/index\.ts/,
    ],
    [
      'a relative path into another module',
      'src/server/modules/comments/fixture.ts',
      "export { findFileById } from '../files/queries.ts';\n",
      /through #server\/modules\/files\/index\.ts/,
    ],
    [
      'db importing a module',
      'src/server/db/fixture.ts',
      "export { loadProject } from '#server/modules/projects/index.ts';\n",
      /src\/server\/db may not import src\/server\/modules/,
    ],
    [
      'lib importing db',
      'src/server/lib/fixture.ts',
      "export type { Db } from '#server/db/client.ts';\n",
      /src\/server\/lib may not import src\/server\/db/,
    ],
    [
      'lib importing a plugin',
      'src/server/lib/fixture.ts',
      "export { requireUser } from '#server/plugins/session.ts';\n",
      /src\/server\/lib may not import src\/server\/plugins/,
    ],
    [
      'a module importing the seed',
      'src/server/modules/jobs/fixture.ts',
      "export { seedDemo } from '#server/seed/seed-demo.ts';\n",
      /src\/server\/modules may not import src\/server\/seed/,
    ],
  ])('refuses %s', async (_name, filePath, code, message) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    [
      'a module through its index',
      'src/server/modules/comments/fixture.ts',
      "export { storeUpload } from '#server/modules/files/index.ts';\n",
    ],
    [
      'a sub-module of the same module',
      'src/server/modules/projects/scenes/fixture.ts',
      "export { loadProject } from '../access.ts';\n",
    ],
    [
      'the module context',
      'src/server/modules/comments/fixture.ts',
      "export type { ModuleContext } from '#server/modules/module-context.ts';\n",
    ],
    [
      'the seed using a module',
      'src/server/seed/fixture.ts',
      "export { insertProject } from '#server/modules/projects/index.ts';\n",
    ],
    ['db importing lib', 'src/server/db/fixture.ts', "export type { Config } from '#server/lib/config.ts';\n"],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
