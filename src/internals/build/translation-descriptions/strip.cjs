// Removes the `description` of each translation message from a module's source: the text that tells a translator what
// a message is for (`translate({message, id, description: '…'})`, `<Translate id=… description="…">`). Docusaurus
// reads it only when it extracts messages (`docusaurus write-translations`, from the source files); the browser never
// does, yet every call ships it: 66 of them in main.js alone. Only inside a translate() call's first argument or a
// <Translate> tag, and only a string literal. See ./index.ts.

// A quoted string literal, with escaped characters and without line breaks.
const literal = String.raw`(?:'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*")`;
// An object property, and the comma after it if any (`{description: 'x', message}` or `{message, description: 'x'}`).
const property = new RegExp(String.raw`\bdescription:\s*${literal}\s*,?`, 'g');
// A JSX attribute.
const attribute = new RegExp(String.raw`\s+description=${literal}`, 'g');

/**
 * Where the code that starts at `start` ends: at the first `close` outside strings, template literals and brackets
 * opened after `start`; -1 if it does not.
 */
function endOf(source, start, close) {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (depth === 0 && c === close) return i;
    else if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') depth--;
  }
  return -1;
}

/** The source without translation descriptions, and how many were removed. */
function stripTranslationDescriptions(source) {
  let removed = 0;
  const strip = (text, pattern) =>
    text.replace(pattern, () => {
      removed++;
      return '';
    });
  let code = '';
  let from = 0;
  // translate({ … }) with the object written in the call, and <Translate …>.
  const opening = /\btranslate\(\s*\{|<Translate\b/g;
  for (let m = opening.exec(source); m; m = opening.exec(source)) {
    const isCall = m[0] !== '<Translate';
    const start = m.index + m[0].length;
    const end = endOf(source, start, isCall ? '}' : '>');
    if (end < 0) break;
    code += source.slice(from, start) + strip(source.slice(start, end), isCall ? property : attribute);
    from = end;
    opening.lastIndex = end;
  }
  return {code: code + source.slice(from), removed};
}

module.exports = {stripTranslationDescriptions};
