// Captures the browser's install offer. Chromium fires `beforeinstallprompt` once, early,
// often before React has mounted, so this module starts listening as soon as it is
// imported (src/main.tsx imports it first) and keeps the event for the Install button.

/** The non-standard event Chromium fires when the app may be installed. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

interface InstallState {
  /** the kept offer, when the browser made one and it was not used yet */
  offer: BeforeInstallPromptEvent | null;
  /** the app was installed during this visit */
  installed: boolean;
}

let state: InstallState = { offer: null, installed: false };
const listeners = new Set<() => void>();

function set(next: InstallState): void {
  state = next;
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    // keep the mini-infobar away; the app offers installing in its own words
    e.preventDefault();
    set({ ...state, offer: e as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set({ offer: null, installed: true }));
}

export function getInstallState(): InstallState {
  return state;
}

export function subscribeInstall(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** Shows the browser's install dialog; the offer can be used only once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = state.offer;
  if (!offer) return 'unavailable';
  set({ ...state, offer: null });
  await offer.prompt();
  const choice = await offer.userChoice;
  return choice.outcome;
}

/** Running as an installed app (home-screen icon), where installing makes no sense. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || !!window.matchMedia?.('(display-mode: standalone)').matches;
}

/** iPhone or iPad, where Safari has no install prompt and Share → Add to Home Screen is the way. */
export function isIos(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ua = navigator.userAgent;
  // iPadOS reports itself as a Mac; touch points give it away
  return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}
