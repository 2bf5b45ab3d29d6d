import type {PrismInstance} from './highlight';

/**
 * Where the code block component finds a language's Prism instance. A page with code blocks imports
 * one module per language it highlights (./remarkImportHighlighter.ts; written by ./index.ts), which
 * registers how to build that language's instance; the instance is built on its first code block.
 */
const builders = new Map<string, () => PrismInstance>();
const instances = new Map<string, PrismInstance>();

export function registerLanguage(names: readonly string[], build: () => PrismInstance): void {
  for (const name of names) builders.set(name, build);
}

/** Whether a language module has registered the language (imported by the page, or later by a dynamic import). */
export function isRegistered(language: string): boolean {
  return builders.has(language.toLowerCase());
}

/** The Prism instance for a code block's language, if its page imported the language's module. */
export function prismFor(language: string): PrismInstance | undefined {
  const name = language.toLowerCase();
  let prism = instances.get(name);
  if (!prism) {
    const build = builders.get(name);
    if (!build) return undefined;
    prism = build();
    // Aliases share the instance their module registered.
    for (const [alias, other] of builders) if (other === build) instances.set(alias, prism);
  }
  return prism;
}
