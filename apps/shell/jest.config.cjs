module.exports = { ...require('../../jest.preset.js'), displayName: 'shell', rootDir: __dirname, testEnvironment: 'jsdom' };
