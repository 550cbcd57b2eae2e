import { describe, expect, it } from 'vitest';
import { createAssembler, toFrames } from '../../../src/kit/net/chunks';

/** Chromium refuses to send a data-channel message above its SCTP max-message-size (256 KiB). */
const CHROMIUM_MAX_MESSAGE = 262_144;
const bytes = (s: string) => new TextEncoder().encode(s).length;

/** A host state message as large as a 6-seat Village Pillage one late in the game (~415 KB). */
function bigMessage(): string {
  const history = Array.from({ length: 3000 }, (_, i) => ({
    kind: 'gain',
    seat: i % 6,
    name: 'Вера 🥕',
    n: i,
  }));
  return JSON.stringify({
    v: 1,
    t: 'state',
    seq: 99,
    table: { history },
    seats: [{ seat: 1, view: { history } }],
  });
}

describe('large host messages go over the data channel in frames (issue 14)', () => {
  it('splits a message above the channel limit into frames Chromium accepts, and joins them back', () => {
    const text = bigMessage();
    expect(bytes(text)).toBeGreaterThan(CHROMIUM_MAX_MESSAGE);
    const frames = toFrames(text);
    expect(frames.length).toBeGreaterThan(1);
    for (const f of frames) expect(bytes(f)).toBeLessThanOrEqual(65_536);
    const assemble = createAssembler(4 * text.length);
    const out = frames.map(assemble);
    expect(out.slice(0, -1).every((x) => x === null)).toBe(true);
    expect(out.at(-1)).toBe(text);
  });

  it('never cuts a character in two (emoji are two UTF-16 units)', () => {
    const text = '🥕'.repeat(40_000);
    const frames = toFrames(text, 1001);
    for (const f of frames)
      expect(f.replace(/^~\d+\/\d+~/, '')).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/);
    const assemble = createAssembler(text.length);
    expect(frames.map(assemble).at(-1)).toBe(text);
  });

  it('sends a small message as it is, and passes one through unchanged', () => {
    const text = JSON.stringify({ v: 1, t: 'ping', n: 1 });
    expect(toFrames(text)).toEqual([text]);
    expect(createAssembler(1000)(text)).toBe(text);
  });

  it('drops frames out of order, and a message that grows past the limit', () => {
    const text = 'x'.repeat(5000);
    const frames = toFrames(text, 1000);
    const assemble = createAssembler(100_000);
    expect([frames[0], frames[2], frames[3], frames[4]].map(assemble)).toEqual([null, null, null, null]);
    // a fresh message after the broken one still arrives
    expect(frames.map(assemble).at(-1)).toBe(text);
    const small = createAssembler(2500);
    expect(frames.map(small).every((x) => x === null)).toBe(true);
    // non-text data passes through for the protocol to refuse
    expect(createAssembler(10)(42)).toBe(42);
  });
});
