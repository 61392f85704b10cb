// PGlite start-up and password hashing make the API tests slow on a shared machine.
module.exports = { ...require('../../../jest.preset.js'), displayName: 'server-dashboard', rootDir: __dirname, testTimeout: 60000 };
