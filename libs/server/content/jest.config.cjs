module.exports = { ...require('../../../jest.preset.js'), displayName: 'server-content', rootDir: __dirname };
