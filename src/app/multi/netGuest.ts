// A guest phone's side of several phones: its one link to the host, what the host last sent
// (the game, the table view and this phone's own seats' views) and what happened to the link.
// Everything the host sends is validated (parseHostMessage); a malformed message is dropped and
// logged, never shown. The token from the host is kept so a rejoin gets the same seats back.
import { create } from 'zustand';
import { createAssembler } from '../../kit/net/chunks';
import { guestLink, type Link } from '../../kit/net/peer';
import {
  encodeMessage,
  HOST_MESSAGE_MAX,
  parseHostMessage,
  type HostMessage,
  type RefuseReason,
} from '../../kit/net/protocol';
import type { SeatAction } from '../../kit/rules';
import { APP_VERSION } from '../appVersion';

type GameMsg = Extract<HostMessage, { t: 'game' }>;
type StateMsg = Extract<HostMessage, { t: 'state' }>;

type GuestStatus = 'idle' | 'linking' | 'lobby' | 'playing' | 'paused' | 'lost';

interface GuestStore {
  status: GuestStatus;
  game: GameMsg | null;
  state: StateMsg | null;
  refused: RefuseReason | null;
  dropped: number;
  /** the app version the host said in its welcome ('' when it said none) */
  hostApp: string;
  /** this phone took over seats whose phone was still linked (another's token) */
  tookOver: boolean;
  /** the move this phone took back and the log's length after it, until its seat moves again (issue 30) */
  takenBack: { action: SeatAction; seq: number } | null;
  /** takes one whole message from the host (the link calls it): validated, then acted on */
  receive(text: unknown): void;
}

const TOKEN_KEY = 'pocket-table:guest-token';

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export const useGuest = create<GuestStore>()(() => ({
  status: 'idle',
  game: null,
  state: null,
  refused: null,
  dropped: 0,
  hostApp: '',
  tookOver: false,
  takenBack: null,
  receive: onMessage,
}));

let link: Link | null = null;
let channel: RTCDataChannel | null = null;
/** the last action this phone sent: the one a take-back drops when it is the log's last */
let lastSent: SeatAction | null = null;
/** the log length the last take-back was asked at (one ask per move) */
let undoSent: number | null = null;

function onMessage(text: unknown): void {
  const parsed = parseHostMessage(text);
  if (!parsed.ok) {
    console.warn(`[multi] dropped a message from the host: ${parsed.error}`);
    useGuest.setState((s) => ({ dropped: s.dropped + 1 }));
    return;
  }
  const msg = parsed.msg;
  switch (msg.t) {
    case 'welcome':
      try {
        localStorage.setItem(TOKEN_KEY, msg.token);
      } catch {
        // a rejoin then counts as a new phone; the host can give it the seat again
      }
      // with a game known, the host's game message follows (or, with no game open there, none)
      useGuest.setState((s) => ({
        status: s.game ? 'paused' : 'lobby',
        hostApp: msg.app ?? '',
        tookOver: msg.tookOver === true,
      }));
      return;
    case 'game':
      useGuest.setState((s) => ({
        game: msg,
        state: s.game?.sessionId === msg.sessionId ? s.state : null,
        refused: null,
        status: 'playing',
      }));
      return;
    case 'state':
      // the log moved (the take-back done, or another move): a take-back may be asked again
      if (msg.seq !== undoSent) undoSent = null;
      useGuest.setState({ state: msg, refused: null, status: 'playing' });
      return;
    case 'paused':
      useGuest.setState({ status: 'paused' });
      return;
    case 'refused':
      useGuest.setState({ refused: msg.reason });
      return;
    case 'ping':
      channel?.send(encodeMessage({ v: 1, t: 'pong', n: msg.n }));
      return;
    case 'pong':
      return;
  }
}

let joins = 0;
const HELLO_AGAIN_MS = 1500;
const HELLO_TRIES = 20;

/** Reads the host's offer code and returns this phone's answer code; the link opens later. */
export async function joinHost(offer: string, name: string): Promise<string> {
  link?.pc.close();
  const join = ++joins;
  const l = await guestLink(offer);
  // a newer join started while this one gathered: its code is the one shown, so this link goes
  if (join !== joins) {
    l.pc.close();
    throw new Error('superseded by a newer code');
  }
  link = l;
  useGuest.setState({ status: 'linking' });
  const lost = () => {
    if (link !== l) return;
    channel = null;
    useGuest.setState((s) => ({ status: s.status === 'idle' ? 'idle' : 'lost' }));
  };
  l.pc.addEventListener('connectionstatechange', () => {
    if (l.pc.connectionState === 'failed' || l.pc.connectionState === 'closed') lost();
  });
  void l.channel.then((ch) => {
    if (link !== l) return;
    channel = ch;
    // the host sends a long state message in frames: joined here before it is read
    const assemble = createAssembler(HOST_MESSAGE_MAX);
    l.onMessage((data) => {
      const whole = assemble(data);
      if (whole !== null) useGuest.getState().receive(whole);
    });
    ch.addEventListener('close', lost);
    // the hello is said again until the host welcomes this phone: in 3 of 120 real links in a
    // loop in the private namespace the first one was never handled by the host, and the guest
    // waited on "Connecting…" for ever (the host ignores a repeated hello on the same link)
    const hello = encodeMessage({
      v: 1,
      t: 'hello',
      name: name.slice(0, 64),
      token: storedToken(),
      app: APP_VERSION,
    });
    ch.send(hello);
    let tries = 0;
    const again = setInterval(() => {
      const waiting = link === l && ch.readyState === 'open' && useGuest.getState().status === 'linking';
      if (!waiting || ++tries > HELLO_TRIES) return clearInterval(again);
      ch.send(hello);
    }, HELLO_AGAIN_MS);
  });
  return l.code;
}

/** Sends an action of one of this phone's seats; the host answers with a new state or a refusal. */
export function sendAction(action: SeatAction): boolean {
  if (!channel || channel.readyState !== 'open') return false;
  channel.send(encodeMessage({ v: 1, t: 'action', action }));
  lastSent = action;
  return true;
}

/**
 * Takes back this phone's own last move while the host says it may (the state's `undo`), as a
 * person on the host's phone can before handing it on (issue 30). The host checks it again.
 */
export function takeBack(): boolean {
  const state = useGuest.getState().state;
  if (!channel || channel.readyState !== 'open' || state?.undo === undefined) return false;
  // a second tap before the host's answer would ask again for a move already taken back
  if (undoSent === state.seq) return false;
  undoSent = state.seq;
  channel.send(encodeMessage({ v: 1, t: 'undo', seq: state.seq }));
  const action = lastSent?.seat === state.undo ? lastSent : null;
  useGuest.setState({ takenBack: action && { action, seq: state.seq - 1 } });
  return true;
}

/** Leaves the table: the link closes; the host keeps the seat for a rejoin. */
export function leaveHost(): void {
  const l = link;
  link = null;
  channel = null;
  l?.pc.close();
  useGuest.setState({ status: 'idle', game: null, state: null, refused: null });
}
