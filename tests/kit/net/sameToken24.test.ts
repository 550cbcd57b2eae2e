// Issue 24 item 11: a phone that links with another phone's token took that seat silently, and
// the real owner's moves were then dropped with no reply. Both are told.
import { describe, expect, it } from 'vitest';
import { HostTable } from '../../../src/kit/net/hostTable';
import { encodeMessage, parseHostMessage, type HostMessage } from '../../../src/kit/net/protocol';

function wire() {
  const got: HostMessage[] = [];
  return {
    got,
    send(text: string) {
      const parsed = parseHostMessage(text);
      if (!parsed.ok) throw new Error(parsed.error);
      got.push(parsed.msg);
    },
  };
}

describe('issue 24 item 11: two phones with one token', () => {
  it('the phone still linked is told its seats are played elsewhere, the new one that it took them over', () => {
    const table = new HostTable(
      () => {},
      () => 'token-of-boris',
    );
    const owner = wire();
    const ownerIn = table.connect(owner);
    ownerIn(encodeMessage({ v: 1, t: 'hello', name: 'Boris', token: null }));
    expect(owner.got[0]).toMatchObject({ t: 'welcome', token: 'token-of-boris' });
    expect(owner.got[0]).not.toHaveProperty('tookOver');

    const other = wire();
    table.connect(other)(encodeMessage({ v: 1, t: 'hello', name: 'Eve', token: 'token-of-boris' }));
    expect(other.got[0]).toMatchObject({ t: 'welcome', tookOver: true });
    expect(owner.got.at(-1)).toEqual({ v: 1, t: 'refused', reason: 'replaced' });

    // the owner's next message gets a reply, not silence
    const before = owner.got.length;
    ownerIn(encodeMessage({ v: 1, t: 'ping', n: 1 }));
    expect(owner.got.slice(before)).toEqual([{ v: 1, t: 'refused', reason: 'replaced' }]);
  });
});
