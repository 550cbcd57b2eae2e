// The multi-phone message protocol, version 1. Every message is JSON text with `v` and `t`.
// Validated like an imported file: size, JSON, plain data (no prototype keys), version, type
// and each field's type. A message that fails is dropped and logged by the caller, never applied.
//   guest -> host: hello (name, token to rejoin), action (for one of its own seats), undo (take
//                  back its own last move, issue 30), ping, pong
//   host -> guest: welcome (token, its seats), game (which game and mode, its public seats and options,
//                  the guest's seats), state (table view, its own seats' views, whom the game
//                  waits for, seats whose phone is away), refused (why an action was not
//                  applied), paused (the host left the game: it is saved there), ping, pong
import type { SeatAction } from '../rules';
import { APP_MODE, MODE_ID, type SeatInfo } from '../session';
import { hasProtoKey, isPlainJson, isRecord } from '../validate';
import { isPhoneToken } from '../seatPhones';
import { PERSON } from '../botSeat';
import { THIS_PHONE } from '../seatPlace';
import { storedPlayer } from '../seatRestore';

export const PROTOCOL_VERSION = 1;
/** a guest's messages are small: an action or a hello */
export const GUEST_MESSAGE_MAX = 16 * 1024;
/**
 * a host's state message carries every round's public log (a 6-seat Village Pillage game reaches
 * ~0.7 MB by round 19) and travels in frames (chunks.ts): the cap only stops a runaway message
 */
export const HOST_MESSAGE_MAX = 8 * 1024 * 1024;

export type RefuseReason =
  | 'malformed'
  | 'not-your-seat'
  | 'not-to-act'
  | 'illegal'
  | 'unknown-guest'
  /** another phone linked with this phone's token: its seats are played there now */
  | 'replaced'
  /** a take-back came after the move was no longer the last, or could no longer be taken back */
  | 'too-late';

type GuestMessage =
  | { v: 1; t: 'hello'; name: string; token: string | null; /** the phone's app version */ app?: string }
  | { v: 1; t: 'action'; action: SeatAction }
  /** takes back this phone's own last move: `seq` is the log's length with that move in it */
  | { v: 1; t: 'undo'; seq: number }
  | { v: 1; t: 'ping' | 'pong'; n: number };

export type HostMessage =
  | {
      v: 1;
      t: 'welcome';
      token: string;
      seats: number[];
      /** the host's app version */
      app?: string;
      /** the token's seats were linked on another phone that was still linked (issue 24 item 11) */
      tookOver?: boolean;
    }
  | {
      v: 1;
      t: 'game';
      gameId: string;
      /** the game's mode (issue 22), so the guest loads the same parts; absent = 'app' */
      mode?: string;
      sessionId: string;
      /** public: names, colours, kinds */
      seats: SeatInfo[];
      config: unknown;
      /** the seats this guest plays */
      yours: number[];
      /** a waiting seat the host handed on (issue 24 item 10): to a phone (its name), the host or a bot */
      handed?: Handed;
    }
  | { v: 1; t: 'paused' }
  | {
      v: 1;
      t: 'state';
      /** actions in the log so far */
      seq: number;
      table: unknown;
      seats: { seat: number; view: unknown }[];
      waitingFor: number[];
      /** seats whose phone is not linked now (the game waits for it to rejoin) */
      away: number[];
      /** this phone's seat whose last move it may take back now (issue 30); absent: none */
      undo?: number;
    }
  | { v: 1; t: 'refused'; reason: RefuseReason }
  | { v: 1; t: 'ping' | 'pong'; n: number };

export interface Handed {
  seat: number;
  to: 'phone' | 'host' | 'bot';
  /** the phone's name when `to` is 'phone' */
  name: string;
}

const handedOf = (v: unknown): { handed?: Handed } =>
  isRecord(v) &&
  isSeat(v.seat) &&
  (v.to === 'phone' || v.to === 'host' || v.to === 'bot') &&
  typeof v.name === 'string' &&
  v.name.length <= 64
    ? { handed: { seat: v.seat, to: v.to, name: v.name } }
    : {};

type Parsed<M> = { ok: true; msg: M } | { ok: false; error: string };

const isSeat = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < 64;
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const ID = /^[0-9A-Za-z_-]{1,64}$/;
const isSeats = (v: unknown): v is number[] => Array.isArray(v) && v.length <= 64 && v.every(isSeat);

function seatInfos(v: unknown): SeatInfo[] | null {
  if (!Array.isArray(v) || v.length > 64) return null;
  const out: SeatInfo[] = [];
  for (const s of v) {
    if (!isRecord(s) || typeof s.name !== 'string' || s.name.length > 64) return null;
    if (!Number.isInteger(s.colour) || (s.colour as number) < 0 || (s.colour as number) > 63) return null;
    // who and where; a phone of the older shape sends one `kind` (issue 21 item 2)
    const player = storedPlayer(s);
    if (!player) return null;
    out.push({
      name: s.name,
      colour: s.colour as number,
      who: player.who ?? PERSON,
      where: player.where ?? THIS_PHONE,
    });
  }
  return out;
}

function envelope(text: unknown, max: number): Parsed<Record<string, unknown>> {
  if (typeof text !== 'string') return { ok: false, error: 'not text' };
  if (text.length > max) return { ok: false, error: `longer than ${max} characters` };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  if (!isRecord(data) || !isPlainJson(data) || hasProtoKey(data))
    return { ok: false, error: 'not plain data' };
  if (data.v !== PROTOCOL_VERSION) return { ok: false, error: `version ${String(data.v)}` };
  return { ok: true, msg: data };
}

/** ping and pong travel both ways; anything else not named by a parser is unknown */
function pingPong(m: Record<string, unknown>): Parsed<{ v: 1; t: 'ping' | 'pong'; n: number }> {
  if (m.t !== 'ping' && m.t !== 'pong') return { ok: false, error: `unknown type ${String(m.t)}` };
  if (isCount(m.n)) return { ok: true, msg: { v: 1, t: m.t, n: m.n } };
  return { ok: false, error: `bad ${m.t}` };
}

/** An app version as sent (hello, welcome): short text, else left out. */
const appOf = (m: Record<string, unknown>): { app?: string } =>
  typeof m.app === 'string' && m.app.length <= 64 && /^[\w.+:-]*$/.test(m.app) ? { app: m.app } : {};

export function parseGuestMessage(text: unknown): Parsed<GuestMessage> {
  const e = envelope(text, GUEST_MESSAGE_MAX);
  if (!e.ok) return e;
  const m = e.msg;
  switch (m.t) {
    case 'hello':
      if (typeof m.name === 'string' && m.name.length <= 64 && (m.token === null || isPhoneToken(m.token)))
        return { ok: true, msg: { v: 1, t: 'hello', name: m.name, token: m.token, ...appOf(m) } };
      return { ok: false, error: 'bad hello' };
    case 'action':
      if (isRecord(m.action) && isSeat(m.action.seat))
        return { ok: true, msg: { v: 1, t: 'action', action: m.action as unknown as SeatAction } };
      return { ok: false, error: 'bad action' };
    case 'undo':
      if (isCount(m.seq)) return { ok: true, msg: { v: 1, t: 'undo', seq: m.seq } };
      return { ok: false, error: 'bad undo' };
    default:
      return pingPong(m);
  }
}

type HostOf<T extends HostMessage['t']> = Extract<HostMessage, { t: T }>;
type Fields = Record<string, unknown>;

/** the host's answer to a hello: the phone's token and seats */
function welcomeMessage(m: Fields): Parsed<HostOf<'welcome'>> {
  if (isPhoneToken(m.token) && Array.isArray(m.seats) && m.seats.every(isSeat))
    return {
      ok: true,
      msg: {
        v: 1,
        t: 'welcome',
        token: m.token,
        seats: m.seats,
        ...appOf(m),
        ...(m.tookOver === true ? { tookOver: true } : {}),
      },
    };
  return { ok: false, error: 'bad welcome' };
}

/** which game and mode, its public seats and options, the guest's seats and a seat handed on */
function gameMessage(m: Fields): Parsed<HostOf<'game'>> {
  const seats = seatInfos(m.seats);
  if (
    typeof m.gameId === 'string' &&
    ID.test(m.gameId) &&
    (m.mode === undefined || (typeof m.mode === 'string' && MODE_ID.test(m.mode))) &&
    typeof m.sessionId === 'string' &&
    ID.test(m.sessionId) &&
    seats &&
    'config' in m &&
    isSeats(m.yours) &&
    m.yours.every((s) => s < seats.length)
  )
    return {
      ok: true,
      msg: {
        v: 1,
        t: 'game',
        gameId: m.gameId,
        ...(m.mode === undefined || m.mode === APP_MODE ? {} : { mode: m.mode as string }),
        sessionId: m.sessionId,
        seats,
        config: m.config,
        yours: m.yours,
        ...handedOf(m.handed),
      },
    };
  return { ok: false, error: 'bad game' };
}

/** the table view, the phone's own seats' views, whom the game waits for, who is away, the take-back */
function stateMessage(m: Fields): Parsed<HostOf<'state'>> {
  const seats = m.seats;
  const seatsOk = Array.isArray(seats) && seats.every((s) => isRecord(s) && isSeat(s.seat) && 'view' in s);
  if (isCount(m.seq) && 'table' in m && seatsOk && isSeats(m.waitingFor) && isSeats(m.away))
    return {
      ok: true,
      msg: {
        v: 1,
        t: 'state',
        seq: m.seq,
        table: m.table,
        seats: (seats as { seat: number; view: unknown }[]).map((s) => ({ seat: s.seat, view: s.view })),
        waitingFor: m.waitingFor,
        away: m.away,
        ...(isSeat(m.undo) ? { undo: m.undo } : {}),
      },
    };
  return { ok: false, error: 'bad state' };
}

const REFUSE_REASONS: readonly RefuseReason[] = [
  'malformed',
  'not-your-seat',
  'not-to-act',
  'illegal',
  'unknown-guest',
  'replaced',
  'too-late',
];

/** why an action was not applied */
function refusedMessage(m: Fields): Parsed<HostOf<'refused'>> {
  if (REFUSE_REASONS.includes(m.reason as RefuseReason))
    return { ok: true, msg: { v: 1, t: 'refused', reason: m.reason as RefuseReason } };
  return { ok: false, error: 'bad refused' };
}

/** A host's message, each kind checked by its own parser above. */
export function parseHostMessage(text: unknown): Parsed<HostMessage> {
  const e = envelope(text, HOST_MESSAGE_MAX);
  if (!e.ok) return e;
  const m = e.msg;
  switch (m.t) {
    case 'welcome':
      return welcomeMessage(m);
    case 'game':
      return gameMessage(m);
    case 'paused':
      return { ok: true, msg: { v: 1, t: 'paused' } };
    case 'state':
      return stateMessage(m);
    case 'refused':
      return refusedMessage(m);
    default:
      return pingPong(m);
  }
}

export const encodeMessage = (msg: GuestMessage | HostMessage): string => JSON.stringify(msg);
