// Issue 14: two phones join over real WebRTC with no server. Runs only inside the private
// network namespace (scripts/e2e-multi.sh → scripts/private-net.sh), where Chromium
// finds the host candidates 10.77.0.1/10.77.0.2 and nothing can leave the machine.
// The guest joins through the real camera path: its fake camera plays a .y4m video made here
// from a screenshot of the host's QR code. The answer comes back as pasted text.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE, checkA11y, CHROMIUM_ARGS, newPhone } from './browser';
import { multiStrings } from '../../src/app/multi/strings';

const inPrivateNet = Object.values(networkInterfaces())
  .flat()
  .some((i) => i?.address === '10.77.0.1');
if (process.env.PT_PRIVATE_NET && !inPrivateNet)
  throw new Error('PT_PRIVATE_NET is set but 10.77.0.1 is missing');

// host candidates must be addresses here, not mDNS names (which the namespace cannot resolve)
const NET_ARGS = [...CHROMIUM_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'];
const ru = multiStrings.ru as Record<keyof typeof multiStrings.en, string>;
const dir = mkdtempSync(join(tmpdir(), 'pocket-table-multi-'));
const browsers: Browser[] = [];

function launch(args: string[]): Promise<Browser> {
  return chromium
    .launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: [...NET_ARGS, ...args] })
    .then((b) => (browsers.push(b), b));
}

afterAll(async () => {
  for (const b of browsers) await b.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!inPrivateNet)('two phones over WebRTC in the private namespace', () => {
  it('guest scans the host’s QR with its camera, host pastes the answer: both say the phone is linked', async () => {
    const host = await (await newPhone(await launch([]), { width: 360, height: 640 })).newPage();
    await host.goto(`${BASE}/#/multi`);
    await host.getByRole('button', { name: ru.host }).click();
    const hostQr = host.locator('canvas.multi-qr');
    await hostQr.waitFor();
    const offer = (await hostQr.getAttribute('data-code'))!;
    expect(offer).toMatch(/^[0-9A-Z]+$/);
    console.log(`offer code: ${offer.length} characters`);
    await checkA11y(host, 'multi: host code (ru, light, 360x640)');

    // the camera path: a video of the host's QR code, as a phone camera would see it
    const png = join(dir, 'offer.png');
    const y4m = join(dir, 'offer.y4m');
    writeFileSync(png, await hostQr.screenshot());
    execFileSync('/usr/bin/ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-loop',
      '1',
      '-i',
      png,
      '-t',
      '1',
      '-r',
      '5',
      '-vf',
      'scale=360:360:flags=neighbor,pad=640:480:140:60:white',
      '-pix_fmt',
      'yuv420p',
      y4m,
    ]);
    const guestBrowser = await launch([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${y4m}`,
    ]);
    const guestContext = await newPhone(guestBrowser, { width: 360, height: 640, colorScheme: 'dark' });
    await guestContext.grantPermissions(['camera'], { origin: BASE });
    const guest = await guestContext.newPage();
    await guest.goto(`${BASE}/#/multi`);
    await guest.getByRole('button', { name: ru.join }).click();
    await guest.getByLabel(ru.yourName).fill('Гость');
    await guest.getByRole('button', { name: ru.scanHost }).click();
    const answerQr = guest.locator('canvas.multi-qr');
    await answerQr.waitFor({ timeout: 20_000 });
    const answer = (await answerQr.getAttribute('data-code'))!;
    console.log(`answer code: ${answer.length} characters`);
    await checkA11y(guest, 'multi: guest answer (ru, dark, 360x640)');

    // the host has no camera here: it offers none and says nothing of it (issue 30); the answer
    // is typed, as a person reads it out
    expect(answer.length).toBeLessThanOrEqual(58);
    expect(await host.getByRole('button', { name: ru.scanAnswer }).count()).toBe(0);
    expect(await host.getByRole('alert').count()).toBe(0);
    await host.getByLabel(ru.pasteLabel).fill(answer.toLowerCase().replace(/(.{4})/g, '$1 '));
    await host.getByRole('button', { name: ru.useCode }).click();

    // the guest says it is linked and waits; the host lists it by the name it typed
    await guest.getByRole('heading', { name: ru.connected }).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => host.locator('.multi-phones li[data-online="yes"]').textContent(), { timeout: 20_000 })
      .toBe(`● Гость — ${ru.online}`);
    await checkA11y(host, 'multi: phones listed (ru, light)');
    // a fresh code is up for the next phone
    await expect.poll(() => host.locator('canvas.multi-qr').getAttribute('data-code')).not.toBe(offer);
  }, 120_000);

  it('a broken pasted code is refused with its reason, and the text stays for correcting', async () => {
    const guest = await (await newPhone(browsers[0] ?? (await launch([])), { locale: 'en-US' })).newPage();
    await guest.goto(`${BASE}/#/multi`);
    await guest.getByRole('button', { name: multiStrings.en.join }).click();
    await guest.getByLabel(multiStrings.en.pasteLabel).fill('ABCDEFGHJK');
    await guest.getByRole('button', { name: multiStrings.en.useCode }).click();
    await expect
      .poll(() => guest.getByRole('alert').textContent())
      .toBe('The code is damaged or cut short: scan or copy it again.');
    await expect.poll(() => guest.getByLabel(multiStrings.en.pasteLabel).inputValue()).toBe('ABCDEFGHJK');
  });
});
