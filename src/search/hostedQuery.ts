/**
 * What the hosted backend (Algolia) is asked, for a query the site's engine would read as a question.
 * Algolia matches every word of a query by default and keeps stop words, so "how do I sign a transaction on
 * polkadot ledger" would need a record holding "how", "do" and "I"; and it answers a query over 512 bytes with
 * an error, while /search takes up to limits.searchQuestionMaxLength (1,000 characters). So a query asked as a
 * question is sent as the words the local engine matches (parseQuery: stop and asking words left out), with
 * removeWordsIfNoResults 'allOptional' (when no record holds every word, Algolia tries again with each word
 * optional, as the local engine ranks by the share of words matched), and every query is cut to 512 bytes at a
 * word boundary. A keyword query is sent as typed.
 */
import {opensAsQuestion, parseQuery} from '@zondax/docs-core/search/tokenizer';
import {mapRequests, type Request} from './siteClient';

/** Algolia's longest query, in bytes of UTF-8 (algolia.com/doc/api-reference/api-parameters/query). */
export const ALGOLIA_QUERY_MAX_BYTES = 512;

const encoder = new TextEncoder();

/** The longest start of the text within the bytes given, ended at a space when there is one. */
export function cutToBytes(text: string, maxBytes: number): string {
  if (encoder.encode(text).length <= maxBytes) return text;
  let end = 0;
  let bytes = 0;
  for (const ch of text) {
    bytes += encoder.encode(ch).length;
    if (bytes > maxBytes) break;
    end += ch.length;
  }
  const cut = text.slice(0, end);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut).trimEnd();
}

/** One request's query as Algolia should get it (see above); any other field is kept. */
export function hostedRequest(request: Request): Request {
  if (typeof request.query !== 'string') return request;
  const {units, question} = parseQuery(request.query);
  if (units.length > 0 && (question || opensAsQuestion(request.query))) {
    const query = cutToBytes(units.map((u) => u.text).join(' '), ALGOLIA_QUERY_MAX_BYTES);
    return {...request, query, removeWordsIfNoResults: 'allOptional'};
  }
  return {...request, query: cutToBytes(request.query, ALGOLIA_QUERY_MAX_BYTES)};
}

/** Algolia's client with each request's query made as above (DocSearch's and /search's requests alike). */
export function withHostedQueries<C extends {search: (input: never) => Promise<unknown>}>(client: C): C {
  const search = client.search.bind(client) as (input: unknown) => Promise<unknown>;
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'search') return (input: unknown) => search(mapRequests(input, hostedRequest));
      return Reflect.get(target, prop, receiver);
    },
  });
}
