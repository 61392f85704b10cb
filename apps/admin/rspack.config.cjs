// The admin remote: exposes its page registry; the shell finds it through the run-time manifest.
module.exports = require('../../tools/scripts/rspack-app.cjs')({ name: 'admin', exposes: { './pages': './src/pages.ts' } });
