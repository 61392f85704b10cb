module.exports = { ...require('../../../jest.preset.js'), displayName: 'shared-ui', testEnvironment: 'jsdom', rootDir: __dirname };
