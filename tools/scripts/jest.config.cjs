// Tests of the build scripts (the message precompile transform).
module.exports = { ...require('../../jest.preset.js'), displayName: 'tools-scripts', rootDir: __dirname };
