module.exports = { ...require('../../jest.preset.js'), displayName: 'dealers', rootDir: __dirname, testEnvironment: 'jsdom' };
