import {describe, expect, it} from 'vitest';
import {cellPaddingCh, minColumnCh, phoneRoomCh, stacksOnPhone} from '../../src/plugins/table-labels/stack';

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

  it('a one-column table never stacks (there is nothing to squeeze)', () => {
    expect(stacksOnPhone([['x'.repeat(80)]])).toBe(false);
    expect(stacksOnPhone([])).toBe(false);
  });
});
