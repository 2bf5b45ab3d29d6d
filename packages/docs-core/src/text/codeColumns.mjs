/**
 * How many characters of a code line the site's code blocks show whole in a 1280 px window; a longer line scrolls its
 * block sideways. Plain JavaScript, so scripts/check-content.mjs reads it without a compiler.
 */

/**
 * A code block in the article's text column, which shows 77 characters of its monospace type: hand-written code is
 * held to it by scripts/check-content.mjs.
 */
export const codeColumns = 76;

/**
 * Generated code (the chain pages' address call, the APDU builder's code views) is laid out within the narrowest
 * place it is shown: the builder's code panel, inside the builder's card, 32 px narrower than the text column.
 */
export const generatedCodeColumns = 72;
