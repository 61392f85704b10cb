module.exports = { ...require('../../jest.preset.js'), displayName: 'configurator', rootDir: __dirname, testEnvironment: 'jsdom' };
