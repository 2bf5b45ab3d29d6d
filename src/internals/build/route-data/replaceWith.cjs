// Serves, in place of the module it is applied to, a file the client-route-data plugin wrote (./index.ts).
// A loader rather than an alias: the generated modules are imported by Docusaurus's own client code
// through the `@generated` directory alias, which a more specific alias would not reliably override.
const fs = require('node:fs');

module.exports = function replaceWith() {
  const {file} = this.getOptions();
  this.addDependency(file);
  return fs.readFileSync(file, 'utf8');
};
