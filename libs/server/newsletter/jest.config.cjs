// PGlite start-up makes the first test of a file slow on a shared machine.
module.exports = { ...require('../../../jest.preset.js'), displayName: 'server-newsletter', rootDir: __dirname, testTimeout: 60000 };
