// The preset's SWC transform covers PGlite's .cjs build and the ESM-only packages.
module.exports = { ...require('../../../jest.preset.js'), displayName: 'server-core', rootDir: __dirname };
