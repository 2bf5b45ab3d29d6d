/**
 * The Speculos emulator's REST API (LedgerHQ/speculos speculos/api/apdu.py): POST /apdu with
 * {"data": "<hex>"} answers {"data": "<answer hex, status word included>"}; Speculos enables CORS
 * for every origin. Plain fetch and Uint8Array, so this path needs no Buffer polyfill.
 */
import {parseHex, toHex} from '@zondax/docs-core/ledger/apdu/encode';
import type {ApduExchanger} from '../send';

export const defaultEmulatorUrl = 'http://127.0.0.1:5000';

/** Hosts the site's Content-Security-Policy lets the page reach (connect-src in src/plugins/csp/policy.ts). */
export const loopbackHosts = ['127.0.0.1', 'localhost'] as const;

export type UrlCheck = {ok: true; base: string} | {ok: false; error: string};

/** Why an emulator address cannot be used from this page, before anything is sent. */
export function checkEmulatorUrl(text: string): UrlCheck {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return {ok: false, error: `Enter the emulator's address with its port, such as ${defaultEmulatorUrl}.`};
  }
  if (url.protocol !== 'http:') return {ok: false, error: 'Speculos serves its REST API over plain http: use an http:// address.'};
  if (!(loopbackHosts as readonly string[]).includes(url.hostname)) {
    return {
      ok: false,
      error:
        "This site's security policy lets the page reach an emulator only on this computer (127.0.0.1 or localhost). " +
        'If the emulator runs elsewhere, forward its API port here first, for example: ssh -L 5000:127.0.0.1:5000 <host>.',
    };
  }
  return {ok: true, base: url.origin};
}

/** The advice shown when nothing answers at the address. */
export function unreachableAdvice(base: string): string {
  return (
    `No answer from ${base}: nothing is listening there, or the browser blocked the request. ` +
    'Start Speculos with its REST API on that port (speculos --api-port 5000 …). ' +
    "Zemu publishes the container's API port 5000 on a free port of this computer (its speculosApiPort): use that port."
  );
}

export function speculosExchanger(base: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): ApduExchanger {
  return {
    async exchange(apdu) {
      let res: Response;
      try {
        res = await fetchImpl(`${base}/apdu`, {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify({data: toHex(apdu)}),
        });
      } catch {
        throw new Error(unreachableAdvice(base));
      }
      const body = (await res.json().catch(() => null)) as {data?: unknown; error?: unknown} | null;
      if (!res.ok) {
        const detail = typeof body?.error === 'string' ? `: ${body.error}` : '';
        throw new Error(`The emulator answered HTTP ${res.status}${detail}.`);
      }
      if (typeof body?.data !== 'string') throw new Error('The emulator answered without a "data" field; is this a Speculos REST API?');
      const parsed = parseHex(body.data);
      if (!parsed.ok) throw new Error(`The emulator's answer is not hex: ${parsed.error}`);
      return parsed.bytes;
    },
  };
}
