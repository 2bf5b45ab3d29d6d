export function prefersMarkdown(accept: string | undefined): boolean;
export function twinPathFor(pathname: string): string;
