// Issue 30: a guest first saw a red "no camera" notice. A phone is told about its camera only
// when the person chose the camera; a phone with none is not offered it, and the code's text is
// the way in.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSettings } from '../../../src/store/settings';
import { ReadCode } from '../../../src/app/multi/CodeParts';
import { multiStrings } from '../../../src/app/multi/strings';

const ru = multiStrings.ru as Record<keyof typeof multiStrings.en, string>;
const real = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');

function devices(kinds: MediaDeviceKind[], getUserMedia?: () => Promise<MediaStream>): void {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      enumerateDevices: () =>
        Promise.resolve(kinds.map((kind) => ({ kind, deviceId: '', groupId: '', label: '' }))),
      getUserMedia: getUserMedia ?? (() => Promise.reject(new DOMException('none', 'NotFoundError'))),
    },
  });
}

beforeEach(() => useSettings.setState({ lang: 'ru' }));

afterEach(() => {
  if (real) Object.defineProperty(navigator, 'mediaDevices', real);
  else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
});

describe('issue 30: the camera is mentioned only when chosen', () => {
  it('issue 30: a phone with no camera shows no camera button and no notice; the code field’s button leads', async () => {
    devices(['audioinput']);
    render(<ReadCode scanLabel={ru.scanHost} onCode={async () => {}} />);
    await waitFor(() => expect(screen.queryByRole('button', { name: ru.scanHost })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ru.useCode }).className).toContain('btn-primary');
  });

  it('issue 30: a phone with a camera offers it and says nothing until the person taps it; a failure is said then', async () => {
    const user = userEvent.setup();
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    devices(['videoinput'], () => Promise.reject(new DOMException('busy', 'NotReadableError')));
    render(<ReadCode scanLabel={ru.scanHost} onCode={async () => {}} />);
    const scan = await screen.findByRole('button', { name: ru.scanHost });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(scan);
    expect((await screen.findByRole('alert')).textContent).toBe(ru['camera-failed']);
  });
});
