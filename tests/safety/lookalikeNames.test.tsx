// Issue 15, fault 7: three seats could all show as "Anna" (one with a word joiner, one with a
// Cyrillic А) and a name could look blank. Invisible characters are removed, a name with
// nothing visible is refused, and the new-game screen warns about names that look alike.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lookAlikeSeats, nameSkeleton } from '../../src/app/newGame/nameLookalikes';
import { NewGameScreen } from '../../src/app/newGame/NewGameScreen';
import { cleanName } from '../../src/kit/validate';

vi.mock('../../src/games/registry', async () => await import('../app/fakeRegistry'));

const INVISIBLE = [
  '\u2060',
  '\u061c',
  '\u00ad',
  '\u{e0041}',
  '\u200b',
  '\u200d',
  '\u202e',
  '\u2066',
  '\ufeff',
];

describe('fault 7: invisible characters in names', () => {
  it.each(INVISIBLE.map((c) => [c.codePointAt(0)!.toString(16)]))('U+%s is removed', (hex) => {
    const c = String.fromCodePoint(parseInt(hex, 16));
    expect(cleanName(`An${c}na`)).toBe('Anna');
  });

  it('a name of blank letters or invisible characters only is no name', () => {
    for (const blank of ['\u3164', '\u2800', '\u3164\u2800 \u2060', '\u115f\u1160', '\u0301'])
      expect(cleanName(blank)).toBe('');
  });

  it('ordinary names in both alphabets are kept as typed', () => {
    expect(cleanName('Анна-Мария')).toBe('Анна-Мария');
    // an emoji joined with zero-width joiners stays one picture (issue 24 item 16)
    expect(cleanName('Zoë 👩‍👧')).toBe('Zoë 👩‍👧');
  });
});

describe('fault 7: names that look alike', () => {
  it('folds case, compatibility forms and Cyrillic/Greek look-alikes', () => {
    expect(nameSkeleton('\u0410nna')).toBe(nameSkeleton('Anna')); // Cyrillic А
    expect(nameSkeleton('ＡＮＮＡ')).toBe(nameSkeleton('anna')); // full width
    expect(nameSkeleton('Αnnα')).toBe(nameSkeleton('Anna')); // Greek
    expect(nameSkeleton('Anna')).not.toBe(nameSkeleton('Anne'));
  });

  it('pairs seats whose names differ as text but look alike; identical names are the other rule', () => {
    expect(lookAlikeSeats(['Anna', 'Bob', '\u0410nna', 'An\u2060na'])).toEqual([
      [0, 2],
      [2, 3],
    ]);
    expect(lookAlikeSeats(['Anna', 'anna'])).toEqual([]);
  });

  it('the new-game screen warns when two seats look alike, and refuses a blank-looking name', async () => {
    render(<NewGameScreen gameId="fake" />);
    await screen.findByRole('button', { name: /^Start/ });
    const inputs = screen.getAllByRole('textbox', { name: /Name of seat/ }) as HTMLInputElement[];
    fireEvent.change(inputs[0]!, { target: { value: 'Anna' } });
    fireEvent.change(inputs[1]!, { target: { value: '\u0410nna' } });
    expect(screen.getByText(/Seats 1 and 2 have names that look alike/)).toBeInstanceOf(HTMLParagraphElement);
    fireEvent.change(inputs[1]!, { target: { value: '\u3164\u2800' } });
    expect(screen.queryByText(/look alike/)).not.toBeInTheDocument();
    expect((screen.getByRole('button', { name: /^Start/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('issue 24 item 15: look-alikes from Unicode confusables data', () => {
  it.each([
    ['Olga', 'Օlga'],
    ['Dan', 'Ꭰan'],
    ['Ivan', 'Ӏvan'],
    ['Dana', 'Dɑnɑ'],
  ])('"%s" and "%s" look alike', (a, b) => {
    expect(nameSkeleton(a)).toBe(nameSkeleton(b));
    expect(lookAlikeSeats([a, b])).toEqual([[0, 1]]);
  });

  it('names that only share letters are not look-alikes', () => {
    expect(lookAlikeSeats(['Ann', 'Anna', 'Olga', 'Oleg', 'Анна', 'Аня'])).toEqual([]);
  });
});
