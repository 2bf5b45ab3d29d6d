import React from 'react';
import {appDevices, deviceSentence} from './devices';

/** Inline device list of a ledger-apps folder's app, for prose: `<LedgerDevices folder="polkadot" />`. */
export default function LedgerDevices({folder, conjunction}: {folder: string; conjunction?: string}): React.ReactElement {
  return <>{deviceSentence(appDevices(folder), conjunction)}</>;
}
