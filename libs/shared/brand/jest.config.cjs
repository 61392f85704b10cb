module.exports = { ...require('../../../jest.preset.js'), displayName: 'shared-brand', rootDir: __dirname };
