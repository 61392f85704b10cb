// Precompiles message catalogues to ICU AST at build time, so neither the browser nor the server
// parses an ICU string at run time and the browser bundles carry no ICU parser (issue 9).
//
// One transform for every build: the rspack loader of the browser builds
// (precompile-messages-loader.cjs, wired in rspack-app.cjs) and the esbuild plugin of the server
// builds (below, used by build-node.mjs). It applies to the catalogue modules only, the shared
// catalogue and each remote's (CATALOGUE_FILE): `export const <language> = { key: 'ICU', ... }`
// with nothing else at run time (types are erased). Jest never sees this: tests import the
// TypeScript sources and format them with the parser react-intl brings.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('esbuild');
const { parse } = require('@formatjs/icu-messageformat-parser');

const root = path.resolve(__dirname, '../..');

/** A catalogue module: <anything>/messages/<language>.ts, the six languages of the locale table. */
const CATALOGUE_FILE = /[\\/]messages[\\/](?:de|en|es|fr|it|nl)\.ts$/;

/**
 * Every message of a catalogue as ICU AST, parsed as react-intl would parse it at run time:
 * `parse(message)` with the parser's defaults (skeletons parsed, `other` required in plurals,
 * tags read as rich-text tags, locations dropped). react-intl also passes the locale, which only
 * matters for `j` date skeletons; no message uses a date or time skeleton. A message that does
 * not parse fails the build, naming its key.
 */
function compileMessages(catalogue, file = 'catalogue') {
  const out = {};
  for (const [key, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') throw new Error(`${file}: ${key} is not a string`);
    try {
      out[key] = parse(message);
    } catch (error) {
      throw new Error(`${file}: ${key} is not a valid ICU message (${error.message}): ${message}`);
    }
  }
  return out;
}

/** A single-quoted JavaScript string of JSON text (fewer escapes than JSON.stringify's double quotes). */
const jsString = (json) => `'${json.replace(/[\\'\u2028\u2029]/g, (c) => (c === '\\' ? '\\\\' : c === "'" ? "\\'" : `\\u${c.charCodeAt(0).toString(16)}`))}'`;

/**
 * The catalogue module's source (TypeScript) → a JavaScript module exporting the same names, each
 * catalogue as ICU AST. The module is evaluated (type annotations stripped by esbuild) rather than
 * pattern-matched, so any valid way of writing a string works. The output keeps ESM so bundlers
 * still see one chunk per language; JSON.parse reads a large object faster than a literal.
 */
function precompileCatalogue(source, file) {
  const { code } = transformSync(source, { loader: 'ts', format: 'cjs', sourcefile: file });
  const module = { exports: {} };
  const noImports = (id) => {
    throw new Error(`${file}: a message catalogue imports nothing at run time (found '${id}')`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, noImports);
  const names = Object.keys(module.exports).filter((name) => name !== '__esModule');
  if (!names.length) throw new Error(`${file}: no catalogue exported`);
  const lines = names.map((name) => `export const ${name} = JSON.parse(${jsString(JSON.stringify(compileMessages(module.exports[name], file)))});`);
  return `// ${path.relative(root, file)} precompiled to ICU AST by tools/scripts/precompile-messages.cjs.\n${lines.join('\n')}\n`;
}

/** The esbuild plugin of the server builds: catalogue modules are loaded precompiled. */
const precompileMessagesPlugin = {
  name: 'precompile-messages',
  setup(build) {
    build.onLoad({ filter: CATALOGUE_FILE }, (args) => ({
      contents: precompileCatalogue(fs.readFileSync(args.path, 'utf8'), args.path),
      loader: 'js',
    }));
  },
};

module.exports = { CATALOGUE_FILE, compileMessages, precompileCatalogue, precompileMessagesPlugin };
