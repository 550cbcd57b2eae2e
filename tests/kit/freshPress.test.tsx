// Issue 29, "Thumbs are impatient" (the UX principles): "I am <name>" (and every private screen's first button,
// through the same kit guard, kit/ui/freshPress.ts) answers only a press that began after it
// appeared and after a short dwell; a double tap on the previous screen's closing button, a press
// during the dwell or a key held down from before does nothing. It stays a real button: focusable,
// aria-disabled only while it waits. Driven with fake timers and raw events, so the dwell is exact.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESS_DWELL_MS } from '../../src/kit/ui/freshPress';
import { ConfirmDialog } from '../../src/kit/ui/ConfirmDialog';
import { Handoff } from '../../src/kit/ui/Handoff';
import { useSettings } from '../../src/store/settings';

const confirmed = vi.fn();
const tookBack = vi.fn();

/** The previous person's screen, whose "Done" brings up Boris's handoff. */
function Table() {
  const [handoff, setHandoff] = useState(false);
  if (!handoff)
    return (
      <div className="bottom-bar">
        <button type="button" onClick={() => setHandoff(true)}>
          Done — hand the phone to Boris
        </button>
      </div>
    );
  return (
    <Handoff
      seat={{ name: 'Boris', colour: 1 }}
      onConfirm={confirmed}
      takeBack={{ name: 'Anna', run: tookBack }}
    />
  );
}

const iAm = () => screen.getByRole('button', { name: 'I am Boris' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** a tap as a finger makes it: down, up, click */
const tap = (el: Element) => {
  fireEvent.pointerDown(el, { isPrimary: true });
  fireEvent.pointerUp(el, { isPrimary: true });
  fireEvent.click(el, { detail: 1 });
};

beforeEach(() => {
  vi.useFakeTimers();
  useSettings.setState({ lang: 'en' });
  confirmed.mockReset();
  tookBack.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('issue 29 (“Thumbs are impatient”): the handoff answers only a fresh press after its dwell', () => {
  it('a press that began before the handoff appeared (its down on the previous button) is ignored', () => {
    render(<Table />);
    const done = screen.getByRole('button', { name: /Done/ });
    fireEvent.pointerDown(done, { isPrimary: true });
    fireEvent.pointerUp(done, { isPrimary: true });
    fireEvent.click(done, { detail: 1 });
    // the same press goes on over the new button: its up and its click, after the dwell too
    wait(PRESS_DWELL_MS + 100);
    fireEvent.pointerUp(iAm(), { isPrimary: true });
    fireEvent.click(iAm(), { detail: 1 });
    expect(confirmed).not.toHaveBeenCalled();
  });

  it('a double tap on the previous screen’s closing button does not confirm the handoff', () => {
    render(<Table />);
    tap(screen.getByRole('button', { name: /Done/ }));
    wait(120);
    tap(iAm());
    wait(180);
    tap(iAm());
    expect(confirmed).not.toHaveBeenCalled();
  });

  it('a press that began during the dwell is ignored, even when it ends after it', () => {
    render(<Table />);
    tap(screen.getByRole('button', { name: /Done/ }));
    wait(PRESS_DWELL_MS - 100);
    fireEvent.pointerDown(iAm(), { isPrimary: true });
    wait(200);
    fireEvent.pointerUp(iAm(), { isPrimary: true });
    fireEvent.click(iAm(), { detail: 1 });
    expect(confirmed).not.toHaveBeenCalled();
    // the take-back is held to the same rule
    tap(screen.getByRole('button', { name: /take back/ }));
    expect(tookBack).toHaveBeenCalledTimes(1);
    expect(confirmed).not.toHaveBeenCalled();
  });

  it('a fresh press after the dwell confirms; the button is aria-disabled only while it waits', () => {
    render(<Table />);
    tap(screen.getByRole('button', { name: /Done/ }));
    expect(iAm()).toHaveAttribute('aria-disabled', 'true');
    expect(iAm()).toHaveAttribute('data-armed', 'false');
    expect(iAm()).not.toHaveAttribute('disabled');
    wait(PRESS_DWELL_MS);
    expect(iAm()).not.toHaveAttribute('aria-disabled');
    expect(iAm()).toHaveAttribute('data-armed', 'true');
    tap(iAm());
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it('keyboard: Enter pressed after the dwell confirms; a key held down from before (repeating) or pressed during the dwell does not', () => {
    render(<Table />);
    tap(screen.getByRole('button', { name: /Done/ }));
    iAm().focus();
    expect(iAm()).toHaveFocus();
    fireEvent.keyDown(iAm(), { key: 'Enter' });
    fireEvent.click(iAm(), { detail: 0 });
    wait(PRESS_DWELL_MS);
    fireEvent.keyDown(iAm(), { key: 'Enter', repeat: true });
    fireEvent.click(iAm(), { detail: 0 });
    expect(confirmed).not.toHaveBeenCalled();
    fireEvent.keyDown(iAm(), { key: ' ' });
    fireEvent.keyUp(iAm(), { key: ' ' });
    fireEvent.click(iAm(), { detail: 0 });
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it('a screen reader’s activation (a click with no press) counts once the dwell is over', () => {
    render(<Table />);
    tap(screen.getByRole('button', { name: /Done/ }));
    fireEvent.click(iAm(), { detail: 0 });
    expect(confirmed).not.toHaveBeenCalled();
    wait(PRESS_DWELL_MS);
    fireEvent.click(iAm(), { detail: 0 });
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it('“I am <name>” is not in the bottom bar, where the previous screen’s closing button was', () => {
    render(<Table />);
    expect(screen.getByRole('button', { name: /Done/ }).closest('.bottom-bar')).not.toBeNull();
    tap(screen.getByRole('button', { name: /Done/ }));
    expect(iAm().closest('.bottom-bar')).toBeNull();
    expect(iAm().closest('.handoff-card')).not.toBeNull();
  });
});

describe('issue 29: a confirm dialog opened under the finger answers only a fresh press (opt-in, freshPress)', () => {
  function Ask({ fresh }: { fresh: boolean }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Bob
        </button>
        <ConfirmDialog
          open={open}
          message="Inspect Bob?"
          confirmLabel="Inspect"
          freshPress={fresh}
          onConfirm={confirmed}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  }
  const inspect = () => screen.getByRole('button', { name: 'Inspect', hidden: true });

  it('the second tap of a double tap on the target does not confirm; a fresh tap after the dwell does', () => {
    render(<Ask fresh />);
    tap(screen.getByRole('button', { name: 'Bob' }));
    wait(120);
    tap(inspect());
    expect(confirmed).not.toHaveBeenCalled();
    wait(PRESS_DWELL_MS);
    tap(inspect());
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it('without freshPress the dialog answers at once, as before', () => {
    render(<Ask fresh={false} />);
    tap(screen.getByRole('button', { name: 'Bob' }));
    tap(inspect());
    expect(confirmed).toHaveBeenCalledTimes(1);
  });
});
