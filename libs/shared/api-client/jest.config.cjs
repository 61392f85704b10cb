module.exports = { ...require('../../../jest.preset.js'), displayName: 'shared-api-client', rootDir: __dirname };
