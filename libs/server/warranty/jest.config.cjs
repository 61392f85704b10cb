// Hashing, PGlite start-up and sharp make some tests slow on a shared machine.
module.exports = { ...require('../../../jest.preset.js'), displayName: 'server-warranty', rootDir: __dirname, testTimeout: 60000 };
