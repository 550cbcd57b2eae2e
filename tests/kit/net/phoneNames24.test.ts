// Issue 24 item 12: two phones may not show one name (the seat choice offered "Phone: Boris"
// twice), and a phone's name is cleaned like a seat's (a right-to-left override is not shown raw).
import { describe, expect, it } from 'vitest';
import { HostTable } from '../../../src/kit/net/hostTable';
import { encodeMessage } from '../../../src/kit/net/protocol';

const hello = (name: string, token: string | null = null) => encodeMessage({ v: 1, t: 'hello', name, token });
const wire = () => ({ send() {} });

describe('issue 24 item 12: phone names', () => {
  it('a second phone named Boris (or "boris ") is listed as "Boris 2", a third as "Boris 3"', () => {
    let n = 0;
    const table = new HostTable(
      () => {},
      () => `token-${++n}-phone`,
    );
    table.connect(wire())(hello('Boris'));
    table.connect(wire())(hello('boris '));
    table.connect(wire())(hello('Boris'));
    expect(table.phones().map((p) => p.name)).toEqual(['Boris', 'boris 2', 'Boris 3']);
  });

  it('a phone rejoining with its token keeps its name, not a numbered one', () => {
    const table = new HostTable(
      () => {},
      () => 'token-1-phone',
    );
    table.connect(wire())(hello('Boris'));
    table.connect(wire())(hello('Boris', 'token-1-phone'));
    expect(table.phones().map((p) => p.name)).toEqual(['Boris']);
  });

  it('control and bidi characters are removed from a phone name', () => {
    const table = new HostTable(
      () => {},
      () => 'token-1-phone',
    );
    table.connect(wire())(hello('\u202eAnna\u200b\n'));
    expect(table.phones()[0]!.name).toBe('Anna');
  });
});
