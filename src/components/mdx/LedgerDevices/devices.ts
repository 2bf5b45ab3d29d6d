/**
 * The devices a provider's Ledger app is built for, as data/ledger-apps/apps.json records them from
 * the app's ledger_app.toml. Chain pages and prose pages read this one list, so they cannot disagree.
 */
import appsJson from '../../../../data/ledger-apps/apps.json';
import type {AppInfo} from '@zondax/docs-core/ledger/supported/schema';

const apps = appsJson as Readonly<Record<string, AppInfo | undefined>>;

export function appDevices(folder: string): readonly string[] {
  const devices = apps[folder]?.devices ?? [];
  // A page naming an app without a device list would print nothing: fail the build instead.
  if (devices.length === 0) throw new Error(`data/ledger-apps/apps.json has no device list for '${folder}'`);
  return devices;
}

/** 'Nano S Plus, Nano X or Stax': the list as a sentence reads it. */
export function deviceSentence(devices: readonly string[], conjunction = 'or'): string {
  return devices.length < 2 ? devices.join('') : `${devices.slice(0, -1).join(', ')} ${conjunction} ${devices[devices.length - 1]}`;
}
