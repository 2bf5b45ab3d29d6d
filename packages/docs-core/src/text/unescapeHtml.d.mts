export function unescapeHtml(text: string): string;
