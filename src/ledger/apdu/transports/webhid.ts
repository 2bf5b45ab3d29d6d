/**
 * A Ledger device over WebHID (@ledgerhq/hw-transport-webhid). The browser shows its device picker
 * only while it handles a user gesture, so openWebHid must be called from the Send button's click.
 */
import type {ApduExchanger} from '../send';
import {bufferExchanger, ensureBuffer} from './hwTransport';

export interface OpenDevice {
  exchanger: ApduExchanger;
  close(): Promise<void>;
}

/** Loads the transport ahead of the click, so the device picker opens while the click still counts as a gesture. */
export async function preloadWebHid(): Promise<void> {
  await ensureBuffer();
  await import('@ledgerhq/hw-transport-webhid');
}

/** A device the reader allowed before is reused; otherwise the browser asks which device to use. */
export async function openWebHid(): Promise<OpenDevice> {
  const BufferImpl = await ensureBuffer();
  const {default: TransportWebHID} = await import('@ledgerhq/hw-transport-webhid');
  const transport = (await TransportWebHID.openConnected()) ?? (await TransportWebHID.request());
  return {exchanger: bufferExchanger(transport, BufferImpl), close: () => transport.close()};
}
