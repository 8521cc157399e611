// Preloaded (NODE_OPTIONS) in the processes of a suite on Node 24 (scripts/lib/node24.mjs): the
// better-sqlite3 in node_modules is built for the default Node's ABI, so its addon is loaded from
// the Node 24 build named by BETTER_SQLITE3_BINDING instead. Nothing else changes.
const path = require('node:path');

const binding = process.env.BETTER_SQLITE3_BINDING;
if (binding) {
  const dlopen = process.dlopen;
  process.dlopen = (module, filename, ...rest) =>
    dlopen(module, path.basename(filename) === 'better_sqlite3.node' && filename.includes(`${path.sep}node_modules${path.sep}better-sqlite3${path.sep}`) ? binding : filename, ...rest);
}
