// The shop remote: exposes its page registry; the shell finds it through the run-time manifest.
module.exports = require('../../tools/scripts/rspack-app.cjs')({ name: 'shop', exposes: { './pages': './src/pages.ts' } });
