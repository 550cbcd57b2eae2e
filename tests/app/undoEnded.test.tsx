// Issue 33 item 8: once the next person has confirmed (or the move was taken back), no take-back
// comes back after a reload: the move count where it ended is kept on the phone.
import { beforeEach, describe, expect, it } from 'vitest';
import { undoEndedAt, endUndoAt } from '../../src/app/undoEnded';

beforeEach(() => localStorage.clear());

describe('issue 33 item 8: the end of a take-back survives a reload', () => {
  it('issue 33 item 8: the ended move count is read back for its game only, and a later end replaces it', () => {
    expect(undoEndedAt('g1')).toBeNull();
    endUndoAt('g1', 4);
    expect(undoEndedAt('g1')).toBe(4);
    expect(undoEndedAt('g2')).toBeNull();
    endUndoAt('g1', 6);
    expect(undoEndedAt('g1')).toBe(6);
    // anything else stored under the key reads as no end
    localStorage.setItem('pocket-table:undo-ended:g3', 'x');
    expect(undoEndedAt('g3')).toBeNull();
  });
});
