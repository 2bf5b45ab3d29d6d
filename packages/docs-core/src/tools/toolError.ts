/**
 * An answer to bad input (unknown chain, command, version or page; malformed hex). The tool handlers
 * throw it and the SDK's McpServer turns any thrown error into a tool result with isError: true, so the
 * client sees the message and the session goes on.
 */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}

/** "a, b and c" for error messages that list what is accepted. */
export function listOf(items: readonly string[], max = 40): string {
  const shown = items.slice(0, max);
  const more = items.length > max ? ` and ${items.length - max} more` : '';
  return shown.length <= 1
    ? shown.join('') + more
    : `${shown.slice(0, -1).join(', ')}${more ? `, ${shown.at(-1)}${more}` : ` and ${shown.at(-1)}`}`;
}
