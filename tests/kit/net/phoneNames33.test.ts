// Issue 33 item 11: a guest phone named "\u202eVеra" (right-to-left override, Cyrillic е) was
// listed beside "Vera", so the seat choice read "Phone: Vera" twice to the eye. Phone names go
// through the seat names' look-alike check; the small capital ᴀ is caught too.
import { describe, expect, it } from 'vitest';
import { nameSkeleton, seatsClash } from '../../../src/app/newGame/nameLookalikes';
import { HostTable } from '../../../src/kit/net/hostTable';
import { encodeMessage } from '../../../src/kit/net/protocol';

const hello = (name: string, token: string | null = null) => encodeMessage({ v: 1, t: 'hello', name, token });
const wire = () => ({ send() {} });

describe('issue 33 item 11: look-alike phone names', () => {
  it('issue 33 item 11: a phone named "\\u202eVеra" (Cyrillic е) beside "Vera" is listed as "Vеra 2", without the override', () => {
    let n = 0;
    const table = new HostTable(
      () => {},
      () => `token-${++n}-phone`,
    );
    table.connect(wire())(hello('Vera'));
    table.connect(wire())(hello('\u202eV\u0435ra'));
    const names = table.phones().map((p) => p.name);
    expect(names).toEqual(['Vera', 'V\u0435ra 2']);
    expect(names.join('')).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it('issue 33 item 11: the small capital ᴀ looks like a: "ᴀnna" and "Anna" clash in one colour', () => {
    expect(nameSkeleton('\u1d00nna')).toBe(nameSkeleton('Anna'));
    expect(
      seatsClash([
        { name: 'Anna', colour: 0 },
        { name: '\u1d00nna', colour: 0 },
      ]),
    ).toBe(true);
  });
});
