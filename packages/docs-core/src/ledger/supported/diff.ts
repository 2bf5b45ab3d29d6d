/**
 * What changed between two supported-method lists: pallets and methods added or removed,
 * and methods whose arguments changed. Pure; used by <VersionDiff> and the unit tests.
 *
 * Older lists write method names in snake_case ('transfer_keep_alive') and newer ones
 * in words ('Transfer keep alive'); names are compared after normalisation so that a
 * change of spelling is not reported as a removal plus an addition.
 */
import type {Pallet, SupportedMethod} from './schema';

export interface MethodRef {
  pallet: string;
  method: string;
}

export interface ChangedMethod extends MethodRef {
  before: string[];
  after: string[];
}

export interface VersionDiffResult {
  addedPallets: string[];
  removedPallets: string[];
  /** Methods new in this version (including those of added pallets). */
  addedMethods: MethodRef[];
  /** Methods no longer listed (including those of removed pallets). */
  removedMethods: MethodRef[];
  /** Methods present in both whose argument list differs. */
  changedMethods: ChangedMethod[];
}

/** Lists to compare: only the pallets matter, so partial objects are accepted. */
export interface PalletList {
  pallets: readonly Pallet[];
}

export function normalizeName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();
}

function normalizeArg(arg: {type: string; name: string}): string {
  return `${arg.type.replace(/[^A-Za-z0-9]/g, '').toLowerCase()} ${arg.name.replace(/^_+/, '').trim()}`;
}

function argSignature(method: SupportedMethod): string[] {
  return method.args.map(normalizeArg);
}

function formatArgs(method: SupportedMethod): string[] {
  return method.args.map((a) => (a.type ? `${a.type} ${a.name}` : a.name));
}

function index(list: PalletList): Map<string, {pallet: Pallet; methods: Map<string, SupportedMethod>}> {
  const map = new Map<string, {pallet: Pallet; methods: Map<string, SupportedMethod>}>();
  for (const pallet of list.pallets) {
    const key = normalizeName(pallet.name);
    const entry = map.get(key) ?? {pallet, methods: new Map<string, SupportedMethod>()};
    for (const method of pallet.methods) entry.methods.set(normalizeName(method.name), method);
    map.set(key, entry);
  }
  return map;
}

/** Compare `next` with `previous`; with no previous version everything counts as added. */
export function diffVersions(previous: PalletList | undefined, next: PalletList): VersionDiffResult {
  const before = index(previous ?? {pallets: []});
  const after = index(next);
  const result: VersionDiffResult = {addedPallets: [], removedPallets: [], addedMethods: [], removedMethods: [], changedMethods: []};

  for (const [key, {pallet, methods}] of after) {
    const old = before.get(key);
    if (!old) result.addedPallets.push(pallet.name);
    for (const [mkey, method] of methods) {
      const oldMethod = old?.methods.get(mkey);
      if (!oldMethod) {
        result.addedMethods.push({pallet: pallet.name, method: method.name});
      } else if (argSignature(oldMethod).join('|') !== argSignature(method).join('|')) {
        result.changedMethods.push({pallet: pallet.name, method: method.name, before: formatArgs(oldMethod), after: formatArgs(method)});
      }
    }
  }
  for (const [key, {pallet, methods}] of before) {
    const current = after.get(key);
    if (!current) result.removedPallets.push(pallet.name);
    for (const [mkey, method] of methods) {
      if (!current?.methods.has(mkey)) result.removedMethods.push({pallet: pallet.name, method: method.name});
    }
  }
  return result;
}
