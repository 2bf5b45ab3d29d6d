/**
 * Sends the APDUs the builder made, one after the other, through any transport that can exchange
 * one command for one answer, and decodes the last answer. Pure (no React, no transport code), so
 * the unit tests drive it with @ledgerhq/hw-transport-mocker and the page with WebHID, Speculos or
 * a recording.
 */
import {decodeResponse, explainStatusWord, type DecodeResult, type StatusWordInfo} from '@zondax/docs-core/ledger/apdu/decode';
import {parseHex, toHex} from '@zondax/docs-core/ledger/apdu/encode';
import type {ApduCommand, ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';

/** One command in, one answer (data and SW1-SW2) out. Throws when nothing answers. */
export interface ApduExchanger {
  exchange(apdu: Uint8Array): Promise<Uint8Array>;
}

export interface ExchangeRecord {
  /** 1-based position in the sequence the builder showed. */
  index: number;
  request: string;
  response?: string;
  status?: StatusWordInfo;
  /** Why no answer came back (transport error). */
  error?: string;
}

export interface SendOutcome {
  exchanges: ExchangeRecord[];
  /** APDUs of the sequence that were not sent because an earlier one failed. */
  notSent: number;
  /** The last answer split into the command's fields, or null when no answer came back. */
  decoded: DecodeResult | null;
}

function message(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return typeof err === 'string' && err ? err : 'The transport failed without a message';
}

/**
 * Sends `apdus` (hex, as the builder shows them) in order and stops at the first answer whose
 * status word is not 0x9000, or at the first transport error: a chunked command whose init chunk
 * was refused must not go on with its data chunks.
 */
export async function sendApdus(
  spec: ApduSpec,
  command: ApduCommand,
  apdus: readonly string[],
  exchanger: ApduExchanger,
  onExchange?: (record: ExchangeRecord) => void,
): Promise<SendOutcome> {
  const exchanges: ExchangeRecord[] = [];
  let last: string | undefined;
  for (let i = 0; i < apdus.length; i++) {
    const parsed = parseHex(apdus[i]);
    const record: ExchangeRecord = {index: i + 1, request: apdus[i].toLowerCase()};
    exchanges.push(record);
    if (!parsed.ok) {
      record.error = parsed.error;
      break;
    }
    try {
      const answer = await exchanger.exchange(parsed.bytes);
      if (answer.length < 2) throw new Error(`The answer has ${answer.length} byte(s); every answer ends with two status bytes.`);
      record.response = toHex(answer);
      record.status = explainStatusWord((answer[answer.length - 2] << 8) | answer[answer.length - 1], spec);
      last = record.response;
    } catch (err) {
      record.error = message(err);
    }
    onExchange?.(record);
    if (record.error || !record.status?.success) break;
  }
  return {
    exchanges,
    notSent: apdus.length - exchanges.length,
    decoded: last === undefined ? null : decodeResponse(spec, command, last),
  };
}
