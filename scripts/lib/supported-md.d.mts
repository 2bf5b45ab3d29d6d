import type {DeviceColumn, Pallet} from '@zondax/docs-core/ledger/supported/schema';

export interface ParsedList {
  title: string;
  devices: DeviceColumn[];
  pallets: Pallet[];
}

export function deviceId(label: string): string;
export function versionFromFileName(fileName: string): string | null;
export function parseTitle(title: string): {name: string; version: string | null};
export function parseArguments(cell: string): {type: string; name: string}[];
export function parseSupportedMarkdown(markdown: string): ParsedList;
export function flattenedTypeNote(data: {pallets: readonly {methods: readonly {args: readonly {type: string}[]}[]}[]}): string;
