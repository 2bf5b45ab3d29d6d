export function prefersMarkdown(accept: string | undefined): boolean;
