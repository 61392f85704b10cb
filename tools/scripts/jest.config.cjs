// Tests of the build scripts (the message precompile transform, the browser package slices).
module.exports = { ...require('../../jest.preset.js'), displayName: 'tools-scripts', rootDir: __dirname };
