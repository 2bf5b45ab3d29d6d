/**
 * The table of contents of <ApduSpec>: src/plugins/component-toc adds `toc({spec})` to the MDX module's
 * toc, from the same headings the component draws (@zondax/docs-core/ledger/apdu/headings).
 */
import type {TOCItem} from '@docusaurus/mdx-loader';
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {apduSpecHeadings} from '@zondax/docs-core/ledger/apdu/headings';
import {codeBreaksHtml} from '@zondax/docs-core/text/codeBreaksHtml';

export {
  apduSpecHeadings,
  commandAnchor,
  commandHeading,
  commandLabel,
  hex,
  type ApduSpecHeadings,
  type SpecHeading,
} from '@zondax/docs-core/ledger/apdu/headings';

/**
 * TOC entries in the order the component renders the headings (TOCItem.value is HTML). A command's name may break
 * between any of its words (codeBreaksHtml, with no minimum length): the table of contents is ~170 px
 * wide on laptop windows, and INS_GET_ADDR_SECP256K1 otherwise broke as "INS_GET_ADDR_SECP25 | 6K1".
 */
export function toc({spec}: {spec: Pick<ApduSpec, 'commands'>}): TOCItem[] {
  const h = apduSpecHeadings(spec);
  return [h.commands, ...h.perCommand, h.statusWords].map(({id, text, level}) => ({
    id,
    value: codeBreaksHtml(text, 0, 0),
    level,
  }));
}
