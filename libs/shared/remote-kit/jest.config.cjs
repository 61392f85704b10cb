module.exports = { ...require('../../../jest.preset.js'), displayName: 'shared-remote-kit', testEnvironment: 'jsdom', rootDir: __dirname };
