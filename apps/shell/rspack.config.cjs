module.exports = require('../../tools/scripts/rspack-app.cjs')({ name: 'shell', isHost: true });
