const preset = require('../../../jest.preset.js');

// PGlite's CommonJS build (.cjs) loads node modules with dynamic import(), which jest's
// CommonJS runtime refuses; running .cjs through SWC too turns those into require().
const swc = Object.values(preset.transform)[0];
module.exports = {
  ...preset,
  displayName: 'server-app',
  rootDir: __dirname,
  transform: { '^.+\\.(c|m)?(t|j)sx?$': swc },
};
