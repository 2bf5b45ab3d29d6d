// Module resolution hook (module.register): 'fs' imported by the conformance suite resolves to
// fs-glob-sync.mjs. Every other import, and every other package's 'fs', is left alone.
const shim = new URL('./fs-glob-sync.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  const fromSuite = context.parentURL?.includes('/node_modules/@modelcontextprotocol/conformance/');
  if (fromSuite && (specifier === 'fs' || specifier === 'node:fs')) return {url: shim, shortCircuit: true};
  return nextResolve(specifier, context);
}
