// Hashing, PGlite start-up and the catalogue seed make some tests slow on a shared machine.
module.exports = { ...require('../../../jest.preset.js'), displayName: 'server-account-data', rootDir: __dirname, testTimeout: 60000 };
