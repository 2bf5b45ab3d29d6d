/** Written into the build output when the layer is on (./index.ts); tests tell from it which behaviour to expect. */
export const internalsMarkerFile = '.docs-internals.json';
