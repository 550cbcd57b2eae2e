// Issue 14, joining by a pasted code: making the answer takes a few seconds (the phone gathers
// its addresses), and the button stayed live meanwhile: a second tap started a second link whose
// code then replaced the first one's on screen, while the host may already hold the first. One
// code at a time, and the screen says it is connecting.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReadCode } from '../../../src/app/multi/CodeParts';
import { multiStrings } from '../../../src/app/multi/strings';

const en = multiStrings.en;

describe('ReadCode: one pasted code at a time', () => {
  it('a second tap while the first code is still being used does nothing; after it, the button works again', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    let finish = () => {};
    const onCode = (code: string) => {
      calls.push(code);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    render(<ReadCode scanLabel="Scan" onCode={onCode} />);
    await user.type(screen.getByLabelText(en.pasteLabel), 'ABC');
    const use = screen.getByRole('button', { name: en.useCode }) as HTMLButtonElement;
    await user.click(use);
    await user.click(use);
    expect(calls).toEqual(['ABC']);
    expect(use.disabled).toBe(true);
    expect(screen.getByText(en.connecting).tagName).toBe('OUTPUT');
    await act(async () => finish());
    expect(use.disabled).toBe(false);
    await user.click(use);
    expect(calls).toEqual(['ABC', 'ABC']);
  });
});
