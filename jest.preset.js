// Shared jest setup for every project: SWC transforms TypeScript and JSX,
// and tsconfig path aliases (@bike/...) resolve to library sources.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = {};
for (const [alias, targets] of Object.entries(compilerOptions.paths)) {
  const key = '^' + alias.replace(/[.]/g, '\\.').replace('/*', '/(.*)') + '$';
  moduleNameMapper[key] = path.join(__dirname, targets[0].replace('*', '$1'));
}
moduleNameMapper['\\.(css|svg)$'] = path.join(__dirname, 'tools/scripts/jest-file-stub.js');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(c|m)?(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages are transformed too, so jest's CommonJS runtime can load them.
  transformIgnorePatterns: ['/node_modules/(?!(jose|openid-client|oauth4webapi|aws4fetch|valibot|@electric-sql|nanoid|cookie|kdbush|geokdbush|tinyqueue)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'mjs', 'cjs'],
  moduleNameMapper,
  setupFiles: [path.join(__dirname, 'tools/scripts/jest-setup.js')],
};
