module.exports = { ...require('../../../jest.preset.js'), displayName: 'shared-store', rootDir: __dirname, testEnvironment: 'jsdom' };
