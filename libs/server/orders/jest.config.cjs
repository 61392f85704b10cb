// PGlite start-up and the concurrency test make some tests slow on a shared machine.
module.exports = { ...require('../../../jest.preset.js'), displayName: 'server-orders', rootDir: __dirname, testTimeout: 60000 };
