/**
 * The headings an APDU page renders, computed once from the spec: the page's component draws them, its
 * table of contents lists them, and the assistant tools cite them (page#cmd-…), so all agree on text and id.
 */
import type {ApduCommand, ApduSpec} from './schema';

export interface SpecHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

export const hex = (n: number, width = 2): string => `0x${n.toString(16).toUpperCase().padStart(width, '0')}`;

/** The anchor of a command; pages link to it ('APDUSPEC.mdx#cmd-sign'), so its form is stable. */
export const commandAnchor = (command: Pick<ApduCommand, 'id'>): string => `cmd-${command.id.toLowerCase()}`;

/**
 * A command's name with its bytes. The class byte is added only where another command of the app has
 * the same name (Oasis dispatches its Ethereum signing under INS_GET_ADDR_SECP256K1 with class 0xE0),
 * so two headings, TOC entries or builder options never read the same.
 */
export function commandLabel(command: ApduCommand, commands: readonly ApduCommand[] = []): string {
  const shared = command.cla !== undefined && commands.some((other) => other !== command && other.name === command.name);
  return `${command.name} (${shared ? `CLA ${hex(command.cla ?? 0)}, ` : ''}INS ${hex(command.ins)})`;
}

export function commandHeading(command: ApduCommand, commands: readonly ApduCommand[] = []): SpecHeading {
  return {id: commandAnchor(command), text: commandLabel(command, commands), level: 3};
}

export interface ApduSpecHeadings {
  commands: SpecHeading;
  perCommand: SpecHeading[];
  statusWords: SpecHeading;
}

export function apduSpecHeadings(spec: Pick<ApduSpec, 'commands'>): ApduSpecHeadings {
  return {
    commands: {id: 'commands', text: 'Commands', level: 2},
    perCommand: spec.commands.map((c) => commandHeading(c, spec.commands)),
    statusWords: {id: 'status-words', text: 'Status words', level: 2},
  };
}
