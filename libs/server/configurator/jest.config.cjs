// PGlite start-up and the seed make some tests slow on a shared machine.
module.exports = { ...require('../../../jest.preset.js'), displayName: 'server-configurator', rootDir: __dirname, testTimeout: 60000 };
