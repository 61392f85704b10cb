// PGlite start-up, password hashing and sharp make some tests slow on a shared machine.
module.exports = { ...require('../../../jest.preset.js'), displayName: 'server-audit', rootDir: __dirname, testTimeout: 60000 };
