/**
 * The Ledger transports (@ledgerhq/hw-transport and its WebHID and mocker packages) exchange Node
 * Buffers and use the global Buffer, which webpack 5 does not provide in the browser. The buffer
 * package is loaded here, inside the lazy transport chunks only, so an APDU page does not carry it.
 */
import type {ApduExchanger} from '../send';

interface BufferTransport {
  exchange(apdu: Buffer): Promise<Buffer>;
}

export async function ensureBuffer(): Promise<typeof Buffer> {
  const scope = globalThis as {Buffer?: typeof Buffer};
  if (!scope.Buffer) scope.Buffer = (await import('buffer')).Buffer as unknown as typeof Buffer;
  return scope.Buffer;
}

export function bufferExchanger(transport: BufferTransport, BufferImpl: typeof Buffer): ApduExchanger {
  return {
    async exchange(apdu) {
      const answer = await transport.exchange(BufferImpl.from(apdu));
      return new Uint8Array(answer);
    },
  };
}
