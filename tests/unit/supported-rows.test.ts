import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {escapeHtml} from '@zondax/docs-core/text/escapeHtml.mjs';
import {palletNameHtml, rowsHtml, typeNameHtml, type RowClasses} from '../../src/components/mdx/SupportedMethods/rowsHtml';

const classes: RowClasses = {pallet: 'p', method: 'm', mark: 'k', yes: 'y', no: 'n', args: 'a', none: 'x'};
const devices = [
  {id: 'nano-s', label: 'Nano S'},
  {id: 'nano-x', label: 'Nano "X" & co'},
];

/** Parses rows the way the browser does when they are set as a tbody's content. */
const parseRows = (html: string) => load(`<table><tbody>${html}</tbody></table>`);

describe('supported-methods rows as static HTML', () => {
  it('escapes every value, so names and types never become markup', () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
    const $ = parseRows(
      rowsHtml(
        [{pallet: 'Evil<script>', name: 'call"x', devices: new Set(), nesting: false, args: [{type: 'Vec<u8>', name: '<img src=x>'}]}],
        devices,
        classes,
      ),
    );
    expect($('script, img').length).toBe(0);
    expect($('td').first().text()).toBe('Evil<script>');
    expect($('th').text()).toBe('call"x');
    expect($('li').text()).toBe('Vec<u8> <img src=x>');
  });

  it('renders one row per method: pallet, method, a labelled mark per device and for nesting, arguments', () => {
    const $ = parseRows(
      rowsHtml(
        [
          {
            pallet: 'Balances',
            name: 'Transfer',
            devices: new Set(['nano-x']),
            nesting: true,
            args: [{type: 'Compact<Balance>', name: 'value'}],
          },
          {pallet: 'System', name: 'Remark', devices: new Set(['nano-s', 'nano-x']), nesting: false, args: []},
        ],
        devices,
        classes,
      ),
    );
    const rows = $('tr').toArray();
    expect(rows).toHaveLength(2);
    const first = $(rows[0]);
    expect(first.find('th[scope="row"]').text()).toBe('Transfer');
    expect(
      first
        .find('td')
        .map((_, td) => $(td).attr('data-label'))
        .get(),
    ).toEqual(['Pallet', 'Nano S', 'Nano "X" & co', 'Nesting', 'Arguments']);
    expect(
      first
        .find('[role="img"]')
        .map((_, s) => $(s).attr('aria-label'))
        .get(),
    ).toEqual(['Nano S: no', 'Nano "X" & co: yes', 'Nesting: yes']);
    expect(first.find('.y').length).toBe(2);
    expect(first.find('.n').length).toBe(1);
    expect(first.find('td.a li').text()).toBe('Compact<Balance> value');
    expect($(rows[1]).find('td.a').text()).toBe('none');
    expect($(rows[1]).find('td.a .x').length).toBe(1);
  });

  it('offers line breaks only between the parts of type and CamelCase pallet names', () => {
    expect(typeNameHtml('Vec<(AccountId,Balance)>')).toBe('<code>Vec&lt;(<wbr>AccountId,<wbr>Balance)&gt;</code>');
    expect(typeNameHtml('sp_runtime::MultiAddress')).toBe('<code>sp_runtime::<wbr>MultiAddress</code>');
    expect(typeNameHtml('BoxVersionedMultiLocation')).toBe('<code>Box<wbr>Versioned<wbr>Multi<wbr>Location</code>');
    expect(typeNameHtml('Vec<u8>')).toBe('<code>Vec&lt;u8&gt;</code>');
    expect(palletNameHtml('ElectionProviderMultiPhase')).toBe('Election<wbr>Provider<wbr>Multi<wbr>Phase');
    expect(palletNameHtml('XCM')).toBe('XCM');
  });

  it('renders no rows for no methods (the filters matched nothing)', () => {
    expect(rowsHtml([], devices, classes)).toBe('');
  });
});
