// Component tests press the kit's guarded buttons (issue 29, kit/ui/freshPress.ts: "I am <name>"
// and a private screen's first button answer only a fresh press after a short dwell) as a person
// does: once the button says it is armed (data-armed="true"), never after a fixed sleep, so a
// slow machine only makes the wait longer.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Waits until `button` is armed, then clicks it. */
export async function pressArmed(user: UserEvent, button: HTMLElement | Promise<HTMLElement>): Promise<void> {
  const el = await button;
  await waitFor(() => {
    if (el.getAttribute('data-armed') !== 'true') throw new Error(`${el.textContent} is not armed yet`);
  });
  await user.click(el);
}

/** Confirms the handoff "I am <name>" (English) once it is armed. */
export function confirmHandoff(user: UserEvent, name: string): Promise<void> {
  return pressArmed(user, screen.findByRole('button', { name: `I am ${name}` }));
}
