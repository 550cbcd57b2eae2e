// Village Pillage's plan screen in browser tests: after «Готово» a plan handed on to the next
// person on this phone goes at once (taken back from that person's handoff), while the plan
// before the reveal asks once (issue 23 item 7).
import type { Page } from 'playwright-core';

/** Taps the plan's Done, then its confirmation if it asks; returns whether it asked. */
export async function submitPlan(page: Page): Promise<boolean> {
  await page.locator('.vp-plan .bottom-bar .btn-primary').click();
  await page.waitForFunction(
    () => !!document.querySelector('dialog[open]') || !document.querySelector('.vp-plan'),
  );
  const confirm = page.locator('.vp-plan dialog[open] .btn-primary');
  if (!(await confirm.count())) return false;
  await confirm.click();
  return true;
}
