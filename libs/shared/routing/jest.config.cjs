module.exports = { ...require('../../../jest.preset.js'), displayName: 'shared-routing', rootDir: __dirname };
