// The loader of ./index.ts: a module's source without its translation descriptions (./strip.cjs).
const {stripTranslationDescriptions} = require('./strip.cjs');

module.exports = function translationDescriptions(source) {
  return stripTranslationDescriptions(source).code;
};
