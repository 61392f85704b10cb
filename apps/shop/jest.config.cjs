module.exports = { ...require('../../jest.preset.js'), displayName: 'shop', rootDir: __dirname, testEnvironment: 'jsdom' };
