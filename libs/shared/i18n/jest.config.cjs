// jsdom so the react-intl provider test can render; the pure table/format tests run fine in it too.
module.exports = { ...require('../../../jest.preset.js'), displayName: 'shared-i18n', rootDir: __dirname, testEnvironment: 'jsdom' };
