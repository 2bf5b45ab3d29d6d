export function escapeHtml(text: string): string;
export function unescapeHtml(text: string): string;
