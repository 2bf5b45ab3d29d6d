// The modules ./index.ts writes into the generated files (one per language, and the known names).
declare module '@generated/prism-on-demand/default/*';
