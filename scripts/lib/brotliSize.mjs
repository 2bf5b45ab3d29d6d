import {readFileSync} from 'node:fs';
import zlib from 'node:zlib';

/** A file's size once brotli-compressed at quality 11, as a host that compresses ahead of time serves it. */
export function brotliSize(file) {
  return zlib.brotliCompressSync(readFileSync(file), {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;
}
