export function markdownPathFor(permalink: string): string;
