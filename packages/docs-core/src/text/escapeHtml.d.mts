export function escapeHtml(text: string): string;
