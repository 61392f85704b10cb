// Image processing and PGlite start-up make some tests slow on a shared machine.
module.exports = { ...require('../../../jest.preset.js'), displayName: 'server-uploads', rootDir: __dirname, testTimeout: 60000 };
