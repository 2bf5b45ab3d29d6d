/**
 * Plays recorded exchanges back through @ledgerhq/hw-transport-mocker. Each APDU is looked up in
 * the recording by its exact bytes; one that was never recorded fails instead of being answered.
 */
import type {ApduExchanger} from '../send';
import {recordedAnswer, type Recording} from '@zondax/docs-core/ledger/apdu/recording';
import {toHex} from '@zondax/docs-core/ledger/apdu/encode';
import {ensureBuffer} from './hwTransport';

export function notRecordedMessage(recording: Recording, requestHex: string): string {
  const known = [...new Set(recording.exchanges.map((e) => e.request))];
  return `The recording has no answer for ${requestHex}; replay answers only these commands, byte for byte: ${known.join(', ')}.`;
}

export async function replayExchanger(recording: Recording): Promise<ApduExchanger> {
  const BufferImpl = await ensureBuffer();
  const {RecordStore, openTransportReplayer} = await import('@ledgerhq/hw-transport-mocker');
  return {
    async exchange(apdu) {
      const requestHex = toHex(apdu);
      const recorded = recordedAnswer(recording, requestHex);
      if (!recorded) throw new Error(notRecordedMessage(recording, requestHex));
      const store = new RecordStore();
      store.recordExchange(BufferImpl.from(recorded.request, 'hex'), BufferImpl.from(recorded.response, 'hex'));
      const transport = await openTransportReplayer(store);
      return new Uint8Array(await transport.exchange(BufferImpl.from(apdu)));
    },
  };
}
