/**
 * Asks the page's APDU builder to show a command with given values (what an agent built through WebMCP):
 * an event the builder listens for, so this module needs nothing of the builder's code.
 */
export const showInBuilderEvent = 'docs:show-in-builder';

export interface BuilderRequest {
  /** Command id or instruction name, as the tools take it. */
  command: string;
  fields: Record<string, string>;
  p1?: number;
  p2?: number;
}

export function showInBuilder(request: BuilderRequest): void {
  window.dispatchEvent(new CustomEvent<BuilderRequest>(showInBuilderEvent, {detail: request}));
}
