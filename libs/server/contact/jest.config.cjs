// PGlite start-up and the seed make the API tests slow on a shared machine.
module.exports = { ...require('../../../jest.preset.js'), displayName: 'server-contact', rootDir: __dirname, testTimeout: 60000 };
