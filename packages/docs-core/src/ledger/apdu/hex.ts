/** A byte as the pages and the tools write it: 0x06, 0xE0. */
export const byteHex = (n: number): string => `0x${n.toString(16).toUpperCase().padStart(2, '0')}`;

/** An app's class byte, e.g. 0x99. */
export const claHex = (spec: {cla: number}): string => byteHex(spec.cla);
