import type {Chain} from '../../src/data/chains';

export const SCAFFOLD_MARKER: string;

export interface ChainList {
  chains: readonly Chain[];
  ledgerRepository: (folder: string) => string;
  chainLogoPaths: (chain: Pick<Chain, 'name'>) => {light: string; dark: string};
}

export function loadChainList(root: string): ChainList;
export function checkChains(args: {root: string} & ChainList): string[];
export function apduIndexSource(chains: readonly Chain[]): string;
