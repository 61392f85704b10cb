const preset = require('../../../jest.preset.js');

// PGlite's CommonJS build (.cjs) loads node modules with dynamic import(), which jest's
// CommonJS runtime refuses; running .cjs through SWC too turns those into require().
// light-my-request (Fastify's inject) requires cookie 1.x, which ships ESM only.
const swc = Object.values(preset.transform)[0];
module.exports = {
  ...preset,
  displayName: 'server-accounts',
  rootDir: __dirname,
  transform: { '^.+\\.(c|m)?(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(jose|valibot|@electric-sql|nanoid|cookie)/)'],
  testTimeout: 60000,
};
