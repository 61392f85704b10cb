module.exports = { ...require('../../../jest.preset.js'), displayName: 'shared-domain', rootDir: __dirname };
