export function brotliSize(file: string): number;
