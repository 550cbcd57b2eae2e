// The shared card-help dialog (issue 13 item 4): a card opens its name, picture and full effect;
// Escape and Close shut it and focus goes back to the card; where a tap already acts, a long
// press (or the context-menu key) opens the help and the tap keeps its meaning.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, useCardHelp, type CardHelpContent } from '../../../src/kit/ui/CardHelp';

const FARMER: CardHelpContent = {
  name: 'Farmer',
  note: 'Green · a starting card',
  picture: <span data-testid="picture">🌾</span>,
  effect: ['Against any colour: gain 3'],
};

function Hand({ onPick }: { onPick(): void }) {
  const help = useCardHelp();
  return (
    <>
      <button type="button" onClick={() => help.show(FARMER)}>
        Market: Farmer
      </button>
      <button type="button" {...help.hold(FARMER, onPick)}>
        Hand: Farmer
      </button>
      {help.dialog}
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('card help dialog', () => {
  it('a tap on a card that does nothing else opens its name, picture and full effect; Close returns focus to the card', () => {
    render(<Hand onPick={() => {}} />);
    const card = screen.getByRole('button', { name: 'Market: Farmer' });
    card.focus();
    fireEvent.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Farmer' });
    expect(dialog).toHaveTextContent('Against any colour: gain 3');
    expect(dialog).toHaveTextContent('Green · a starting card');
    expect(screen.getByTestId('picture').textContent).toBe('🌾');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(card);
  });

  it('Escape closes the help (the dialog’s cancel)', () => {
    render(<Hand onPick={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Market: Farmer' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('where a tap picks the card, a tap still picks it and opens no help', () => {
    const pick = vi.fn();
    render(<Hand onPick={pick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hand: Farmer' }));
    expect(pick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a long press opens the help, and the click that ends it does not also pick the card', () => {
    vi.useFakeTimers();
    const pick = vi.fn();
    render(<Hand onPick={pick} />);
    const card = screen.getByRole('button', { name: 'Hand: Farmer' });
    fireEvent.pointerDown(card, { button: 0, clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS + 10));
    fireEvent.pointerUp(card);
    fireEvent.click(card);
    expect(screen.getByRole('dialog', { name: 'Farmer' })).toBeInTheDocument();
    expect(pick).not.toHaveBeenCalled();
  });

  it('a short press is a tap, not a help request', () => {
    vi.useFakeTimers();
    const pick = vi.fn();
    render(<Hand onPick={pick} />);
    const card = screen.getByRole('button', { name: 'Hand: Farmer' });
    fireEvent.pointerDown(card, { button: 0, clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS / 2));
    fireEvent.pointerUp(card);
    fireEvent.click(card);
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(pick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the context-menu key (or a right click) opens the help of a card whose tap acts', () => {
    const pick = vi.fn();
    render(<Hand onPick={pick} />);
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Hand: Farmer' }));
    expect(screen.getByRole('dialog', { name: 'Farmer' })).toBeInTheDocument();
    expect(pick).not.toHaveBeenCalled();
  });

  it('after a long press whose release lands on the dialog (no click on the card), the context-menu key still opens the help', () => {
    vi.useFakeTimers();
    const pick = vi.fn();
    render(<Hand onPick={pick} />);
    const card = screen.getByRole('button', { name: 'Hand: Farmer' });
    fireEvent.pointerDown(card, { button: 0, clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS + 10));
    // the finger lifts over the modal dialog: the card gets no pointerup and no click
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.contextMenu(card);
    expect(screen.getByRole('dialog', { name: 'Farmer' })).toBeInTheDocument();
    expect(pick).not.toHaveBeenCalled();
  });

  it('a right click right after a long press (released over the dialog) opens the help again', () => {
    vi.useFakeTimers();
    render(<Hand onPick={() => {}} />);
    const card = screen.getByRole('button', { name: 'Hand: Farmer' });
    fireEvent.pointerDown(card, { button: 0, clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS + 10));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.pointerDown(card, { button: 2, clientX: 10, clientY: 10 });
    fireEvent.contextMenu(card);
    expect(screen.getByRole('dialog', { name: 'Farmer' })).toBeInTheDocument();
  });
});
