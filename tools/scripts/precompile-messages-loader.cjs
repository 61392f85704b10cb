// The rspack loader of the browser builds (rspack-app.cjs): a message catalogue module becomes
// ICU AST, by the same transform as the server builds (precompile-messages.cjs).
const { precompileCatalogue } = require('./precompile-messages.cjs');

module.exports = function precompileMessagesLoader(source) {
  return precompileCatalogue(source, this.resourcePath);
};
