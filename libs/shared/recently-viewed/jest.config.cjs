module.exports = { ...require('../../../jest.preset.js'), displayName: 'shared-recently-viewed', testEnvironment: 'jsdom', rootDir: __dirname };
