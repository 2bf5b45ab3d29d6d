/**
 * Text matched literally inside a regular expression: JavaScript's, and the PCRE-like syntax of nginx, Apache and Caddy
 * (the host configs). A pattern written between slashes (an ESLint selector's) escapes its slashes too.
 */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
