// ESLint rule: the three halves of src import in one direction only, judged on the resolved path of
// every import (an alias, a relative path or an export-from alike): shared imports neither server nor
// client, the client never the server, the server never the client, and a client feature is reached
// from outside only through its index.ts. A page may be imported dynamically (lazy routes).
import path from 'node:path';

const srcRoot = path.resolve('src');
const aliases = { '#shared/': 'shared', '#server/': 'server', '#client/': 'client' };

const placeOf = (file) => {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  const feature = parts[0] === 'client' && parts[1] === 'features' && parts.length > 3 ? parts[2] : null;
  return { half: parts[0], feature, relative: parts.join('/') };
};

const resolveTarget = (specifier, fromFile) => {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  if (alias) return path.join(srcRoot, aliases[alias], specifier.slice(alias.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
};

const forbiddenHalves = { shared: ['server', 'client'], client: ['server'], server: ['client'] };

export const sourceBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const source = placeOf(path.resolve(context.filename));
    if (!source) return {};
    const check = (node, specifier, dynamic) => {
      if (typeof specifier !== 'string') return;
      const targetFile = resolveTarget(specifier, path.resolve(context.filename));
      const target = targetFile && placeOf(targetFile);
      if (!target) return;
      if ((forbiddenHalves[source.half] ?? []).includes(target.half)) {
        context.report({
          node,
          message: `src/${source.half} may not import src/${target.half} ('${specifier}'): shared holds pure rules, and the client and the server meet only through it.`,
        });
        return;
      }
      const entersOtherFeature = source.half === 'client' && target.feature && target.feature !== source.feature;
      if (entersOtherFeature && !dynamic && target.relative !== `client/features/${target.feature}/index.ts`) {
        context.report({
          node,
          message: `Import the '${target.feature}' feature through #client/features/${target.feature}/index.ts, not its internals ('${specifier}').`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, false),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, false),
      ExportAllDeclaration: (node) => check(node, node.source.value, false),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, true),
    };
  },
};
