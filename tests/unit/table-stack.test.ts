import {describe, expect, it} from 'vitest';
import {cellPaddingCh, maxCellLines, minColumnCh, minProseColumnCh, phoneRoomCh, stacksOnPhone} from '../../src/plugins/table-labels/stack';

describe('which tables are read as cards on a phone (issue 43)', () => {
  it('four columns or more always: at 390 px each would get under 8 characters beside the padding', () => {
    expect(4 * (minColumnCh + cellPaddingCh)).toBe(phoneRoomCh);
    expect(stacksOnPhone([['a'], ['b'], ['c'], ['d']])).toBe(true);
    expect(stacksOnPhone([['a'], ['b'], ['c'], ['d'], ['e'], ['f'], ['g']])).toBe(true);
  });

  it('two or three columns of short words stay a table', () => {
    expect(
      stacksOnPhone([
        ['Key', 'port'],
        ['Meaning', 'Listen port of the server.'],
      ]),
    ).toBe(false);
    expect(
      stacksOnPhone([
        ['Key', 'port'],
        ['Type', 'u16'],
        ['Meaning', 'The listen port, as a number.'],
      ]),
    ).toBe(false);
  });

  it('a long unbreakable word (a route, a type name) that leaves another column under 8 characters stacks', () => {
    // 36 + 3, beside two columns of at least 8 + 3 each: 61 > 44.
    const route = '/validator/:validator_address/uptime';
    expect(
      stacksOnPhone([
        ['Route', route],
        ['Parameters', 'hex address'],
        ['Returns', 'ratio'],
      ]),
    ).toBe(true);
    // Exactly at the room: stays a table.
    const fits = 'x'.repeat(phoneRoomCh - 2 * (minColumnCh + cellPaddingCh) - cellPaddingCh);
    expect(stacksOnPhone([[fits], ['a'], ['b']])).toBe(false);
    expect(stacksOnPhone([[`${fits}x`], ['a'], ['b']])).toBe(true);
  });

  it('a sentence left a column of under 20 characters, where it would take more than 4 lines, stacks', () => {
    // Namadexer's "What you get": "Role" is left 44 - (9 + 3) - (10 + 3) - 3 = 16 characters for 139 of text.
    const role =
      'An `axum` HTTP service (port 30303 by default) that answers block, transaction, address, account and validator queries from the database.';
    const table = (roleText: string) => [
      ['Part', 'Indexer', 'Server', 'Telemetry'],
      ['Binary', 'indexer', 'server', 'PostgreSQL'],
      ['Role', roleText],
    ];
    expect(stacksOnPhone(table(role))).toBe(true);
    // Exactly four lines of those 16 characters: stays a table.
    const room = phoneRoomCh - (9 + cellPaddingCh) - (10 + cellPaddingCh) - cellPaddingCh;
    expect(room).toBeLessThan(minProseColumnCh);
    expect(stacksOnPhone(table('x '.repeat((maxCellLines * room) / 2)))).toBe(false);
    expect(stacksOnPhone(table(`${'x '.repeat((maxCellLines * room) / 2)}x`))).toBe(true);
  });

  it('a long sentence in a column of 20 characters or more stays a table', () => {
    // An 18-character name leaves the other column 44 - (18 + 3) - 3 = 20 characters: 120 of text take 6 lines there.
    const sentence = 'word '.repeat(24);
    expect(
      stacksOnPhone([
        ['Scheme', 'x'.repeat(18)],
        ['Meaning', sentence],
      ]),
    ).toBe(false);
    // A character more and the column is left 19: cards.
    expect(
      stacksOnPhone([
        ['Scheme', 'x'.repeat(19)],
        ['Meaning', sentence],
      ]),
    ).toBe(true);
  });

  it('a one-column table never stacks (there is nothing to squeeze)', () => {
    expect(stacksOnPhone([['x'.repeat(80)]])).toBe(false);
    expect(stacksOnPhone([])).toBe(false);
  });
});
