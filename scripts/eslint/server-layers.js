// ESLint rule: the server's layers import downwards only (lib < db < modules < plugins, seed, app),
// and a module is reached from outside only through its public index.ts.
import path from 'node:path';

const serverRoot = path.resolve('src/server');

const layerOf = (file) => {
  const relative = path.relative(serverRoot, file);
  if (relative.startsWith('..')) return null;
  const [first, second] = relative.split(path.sep);
  if (first === 'modules')
    return { layer: 'modules', module: second && !second.endsWith('.ts') ? second : null, relative };
  return { layer: first.endsWith('.ts') ? 'root' : first, module: null, relative };
};

/** What each layer may not import: the layers above it. */
const forbiddenLayers = {
  lib: ['db', 'modules', 'plugins', 'seed', 'root'],
  db: ['modules', 'plugins', 'seed', 'root'],
  modules: ['seed', 'root'],
  plugins: ['seed', 'root'],
};

const resolveTarget = (specifier, fromFile) => {
  if (specifier.startsWith('#server/')) return path.join(serverRoot, specifier.slice('#server/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
};

export const serverLayers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const source = layerOf(path.resolve(context.filename));
    if (!source) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const targetFile = resolveTarget(specifier, path.resolve(context.filename));
      const target = targetFile && layerOf(targetFile);
      if (!target) return;
      if ((forbiddenLayers[source.layer] ?? []).includes(target.layer)) {
        context.report({
          node,
          message: `src/server/${source.layer} may not import src/server/${target.layer === 'root' ? target.relative : target.layer}: layers import downwards only (lib < db < modules < plugins).`,
        });
        return;
      }
      const entersOtherModule = target.layer === 'modules' && target.module && target.module !== source.module;
      if (entersOtherModule && target.relative !== path.join('modules', target.module, 'index.ts')) {
        context.report({
          node,
          message: `Import the '${target.module}' module through #server/modules/${target.module}/index.ts, not its internals.`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
