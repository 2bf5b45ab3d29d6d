// The overview table's facts ./index.ts writes into the generated files (apduFacts.ts).
declare module '@generated/chain-landing-pages/default/apduFacts.json' {
  const facts: Readonly<Record<string, import('./apduFacts').ApduFacts | undefined>>;
  export default facts;
}
