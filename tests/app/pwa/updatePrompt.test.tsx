// The update prompt never interrupts a private screen: while usePrivacy().count > 0 it shows
// nothing, and it appears once every private screen is gone. It never reloads by itself.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdateBanner } from '../../../src/app/pwa/UpdateBanner';
import { usePrivacy } from '../../../src/kit/privacy';
import { QrCode } from '../../../src/app/multi/QrCode';

// UpdatePrompt wires the service worker registration (virtual:pwa-register/react, which only
// a vite-plugin-pwa build can resolve, so vi.mock cannot stand in for it without a config
// alias) to UpdateBanner; the banner is everything the person sees. The real registration
// is exercised in the built app by tests/e2e/update.e2e.ts.
const pwa = {
  needRefresh: false,
  offlineReady: false,
  updateServiceWorker: vi.fn(),
};
const Prompt = () => (
  <UpdateBanner
    needRefresh={pwa.needRefresh}
    offlineReady={pwa.offlineReady}
    onUpdate={() => pwa.updateServiceWorker(true)}
  />
);

beforeEach(() => {
  pwa.needRefresh = false;
  pwa.offlineReady = false;
  pwa.updateServiceWorker.mockClear();
  usePrivacy.setState({ count: 0 });
});

const banner = () => screen.queryByText('A new version is ready.');

describe('update prompt', () => {
  it('shows nothing while a private screen is up and appears once the last one closes', async () => {
    pwa.needRefresh = true;
    act(() => usePrivacy.setState({ count: 2 }));
    const { container } = render(<Prompt />);
    expect(container.textContent).toBe('');
    act(() => usePrivacy.setState({ count: 1 }));
    expect(container.textContent).toBe('');
    act(() => usePrivacy.setState({ count: 0 }));
    expect(banner()).not.toBeNull();
    expect(screen.getAllByRole('button', { name: 'Update' })).toHaveLength(1);
    // a private screen opening again hides it again
    act(() => usePrivacy.setState({ count: 1 }));
    expect(container.textContent).toBe('');
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();
  });

  it('does not show "ready to work offline" over a private screen either', () => {
    pwa.offlineReady = true;
    act(() => usePrivacy.setState({ count: 1 }));
    const { container } = render(<Prompt />);
    expect(container.textContent).toBe('');
    act(() => usePrivacy.setState({ count: 0 }));
    expect(container.textContent).not.toBe('');
  });

  it('keeps "ready to work offline" off a connection code another phone is scanning (issue 14)', () => {
    // the toast sat over the host's QR code at 360x640, so the guest's camera read nothing
    pwa.offlineReady = true;
    const { container, rerender } = render(
      <>
        <QrCode text="ABC123" label="code" />
        <Prompt />
      </>,
    );
    expect(container.querySelector('.banner')).not.toBeInTheDocument();
    rerender(<Prompt />);
    expect(container.querySelector('.banner')).toBeInTheDocument();
  });

  it('updates only when the person taps Update, and "Later" puts it away', async () => {
    pwa.needRefresh = true;
    const user = userEvent.setup();
    const first = render(<Prompt />);
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(pwa.updateServiceWorker).toHaveBeenCalledWith(true);
    first.unmount();

    render(<Prompt />);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(banner()).toBeNull();
    expect(pwa.updateServiceWorker).toHaveBeenCalledTimes(1);
  });
});
