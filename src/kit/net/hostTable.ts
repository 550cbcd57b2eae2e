// The host's side of a multi-phone table: one wire (data channel) per guest phone. A wire
// must first say hello; a phone with no token (or one this host does not know) gets a new
// token, and a hello with a known token (a rejoin after the phone locked or dropped, or after
// the host reopened the game) takes its seats back at the current state. While a game is
// bound, every change sends each linked phone its own fresh state; a refused action tells only
// the sender why. Nothing from a wire is applied unless the authority allows it.
import type { SeatAction } from '../rules';
import type { SeatInfo } from '../session';
import type { HostAuthority, Receipt } from './authority';
import { cleanName, nameKey } from '../validate';
import { nameSkeleton } from '../nameSkeleton';
import { encodeMessage, parseGuestMessage, type Handed, type HostMessage } from './protocol';
import { isBot } from '../botSeat';
import { newPhoneToken } from '../seatPhones';

export interface Wire {
  send(text: string): void;
}

/** What a guest needs to open the same game screen: the public part of the session. */
interface TableInfo {
  gameId: string;
  /** the game's mode; absent = 'app' */
  mode?: string;
  sessionId: string;
  seats: SeatInfo[];
  config: unknown;
}

export interface PhoneEntry {
  token: string;
  name: string;
  online: boolean;
  /** the app version the phone said when it linked ('' when it said none) */
  app: string;
}

export class HostTable {
  private wires = new Map<string, Wire>();
  private names = new Map<string, string>();
  private apps = new Map<string, string>();
  /** seats handed from a phone to the host or a bot: that phone, by seat */
  private handedFrom = new Map<number, string>();
  private handedFor = '';
  /** this host's app version, told to each phone in its welcome */
  appVersion = '';
  private bound: { authority: HostAuthority; info: TableInfo } | null = null;
  /** the game the host left last (issue 30: its several-phones page offers it again) */
  private left: TableInfo | null = null;
  private listeners = new Set<() => void>();
  /** what the last broadcast sent (the state object, the phones away), so a repeat sends nothing */
  private lastSent: { state: unknown; away: string } | null = null;
  constructor(
    private readonly log: (what: string) => void = (w) => console.warn(`[multi] ${w}`),
    private readonly newToken: () => string = newPhoneToken,
  ) {}

  /** Every phone this host knows, in the order they joined. */
  phones(): PhoneEntry[] {
    return [...this.names].map(([token, name]) => ({
      token,
      name,
      online: this.wires.has(token),
      app: this.apps.get(token) ?? '',
    }));
  }

  /**
   * The name a phone is listed by: cleaned like a seat's name, and numbered when another phone
   * already has it ("Boris", "Boris 2"), so no choice offers one name twice (issue 24 item 12).
   */
  private uniqueName(phone: string, name: string): string {
    if (!name) return name;
    // the same name, or one that looks alike (issue 33 item 11: "Vеra" with a Cyrillic е beside "Vera")
    const others = [...this.names].filter(([t]) => t !== phone).map(([, n]) => n);
    const taken = new Set([...others.map(nameKey), ...others.map(nameSkeleton)]);
    const free = (n: string) => !taken.has(nameKey(n)) && !taken.has(nameSkeleton(n));
    if (free(name)) return name;
    for (let k = 2; ; k++) {
      const next = `${name} ${k}`;
      if (free(next)) return next;
    }
  }

  /**
   * Seats handed to the host or a bot whose phone is linked again: the host may give each back
   * to its phone (handOver(seat, token)) (issue 33 item 12).
   */
  returnable(): { seat: number; token: string; name: string }[] {
    const authority = this.bound?.authority;
    if (!authority) return [];
    return [...this.handedFrom]
      .filter(([seat, token]) => this.wires.has(token) && authority.phoneOfSeat[seat] === null)
      .map(([seat, token]) => ({ seat, token, name: this.names.get(token) ?? '' }));
  }

  /** Phones that hold a seat of the bound game and have no open wire: the game waits for them. */
  offline(): string[] {
    return (this.bound?.authority.phones() ?? []).filter((p) => !this.wires.has(p));
  }

  /** Remembers a phone (e.g. from a saved game's seat list) so it can rejoin with its token. */
  know(token: string, name: string): void {
    if (!this.names.has(token)) this.names.set(token, name);
  }

  /** Called on any change of the phones (joined, left, renamed). */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
  }

  /** Starts serving a game: every linked phone learns which game and its seats, then its state. */
  bind(authority: HostAuthority, info: TableInfo): void {
    if (this.handedFor !== info.sessionId) this.handedFrom.clear();
    this.handedFor = info.sessionId;
    this.bound = { authority, info };
    this.left = null;
    this.lastSent = null;
    for (const [phone, wire] of this.wires) this.sendGame(phone, wire);
    this.changed();
  }

  /**
   * Hands a seat (one that waits for a phone that lost its token, or any) to another linked phone
   * (its token), or to the host (null: played here, by a person or, with `seats` giving it a bot, a
   * bot). Every linked phone gets the game again with its seats and is told who plays
   * the seat now (issue 24 item 10).
   */
  handOver(seat: number, to: string | null, seats?: SeatInfo[]): boolean {
    const bound = this.bound;
    if (!bound || seat < 0 || seat >= bound.info.seats.length) return false;
    if (to !== null && !this.names.has(to)) return false;
    // issue 33 item 12: a seat taken from its phone for the host or a bot is remembered, so the
    // phone is told why when it returns and the host can give the seat back
    const from = bound.authority.phoneOfSeat[seat] ?? null;
    if (to === null && from !== null) this.handedFrom.set(seat, from);
    else if (to !== null) this.handedFrom.delete(seat);
    bound.authority.assign(seat, to);
    if (seats) bound.info = { ...bound.info, seats };
    const handed: Handed =
      to !== null
        ? { seat, to: 'phone', name: this.names.get(to) ?? '' }
        : { seat, to: isBot(bound.info.seats[seat]) ? 'bot' : 'host', name: '' };
    this.lastSent = null;
    for (const [phone, wire] of this.wires) this.sendGame(phone, wire, handed);
    this.changed();
    return true;
  }

  /** The host left the game screen: guests are told that the game is saved on the host. */
  unbind(): void {
    if (!this.bound) return;
    this.left = this.bound.info;
    this.bound = null;
    for (const wire of this.wires.values()) wire.send(encodeMessage({ v: 1, t: 'paused' }));
    this.changed();
  }

  /** The game the host left and has not opened again (or another since): still running. */
  leftGame(): { gameId: string; sessionId: string } | null {
    return this.left && { gameId: this.left.gameId, sessionId: this.left.sessionId };
  }

  isBound(sessionId: string): boolean {
    return this.bound?.info.sessionId === sessionId;
  }

  /** Why a returning phone holds fewer seats: one of its seats the host or a bot plays now. */
  private handedAway(phone: string): Handed | undefined {
    const bound = this.bound;
    if (!bound) return undefined;
    for (const [seat, from] of this.handedFrom)
      if (from === phone && bound.authority.phoneOfSeat[seat] === null)
        return { seat, to: isBot(bound.info.seats[seat]) ? 'bot' : 'host', name: '' };
    return undefined;
  }

  private sendGame(phone: string, wire: Wire, handed?: Handed): void {
    if (!this.bound) return;
    const { authority, info } = this.bound;
    const yours = authority.seatsOf(phone);
    wire.send(encodeMessage({ v: 1, t: 'game', ...info, yours, ...(handed ? { handed } : {}) }));
    wire.send(encodeMessage(authority.stateFor(phone, this.offline())));
  }

  /** A new connection; returns the handler for its incoming messages. */
  connect(wire: Wire): (text: unknown) => void {
    let phone: string | null = null;
    const send = (msg: HostMessage) => wire.send(encodeMessage(msg));
    return (text) => {
      if (phone === null) {
        const parsed = parseGuestMessage(text);
        if (!parsed.ok || parsed.msg.t !== 'hello') {
          this.log(`dropped a message before hello: ${parsed.ok ? parsed.msg.t : parsed.error}`);
          return send({ v: 1, t: 'refused', reason: 'malformed' });
        }
        const { token, name, app } = parsed.msg;
        phone = token !== null && this.names.has(token) ? token : this.newToken();
        this.names.set(phone, this.uniqueName(phone, cleanName(name) || this.names.get(phone) || ''));
        this.apps.set(phone, app ?? '');
        const replaced = this.wires.get(phone);
        this.wires.set(phone, wire);
        // a phone linking with a token whose phone is still linked (another phone, or this one on a
        // new link): the old link is told its seats are played on the new one, the new one that
        // it took them over (issue 24 item 11)
        if (replaced) {
          this.log(`phone ${phone} linked again on a new link`);
          replaced.send(encodeMessage({ v: 1, t: 'refused', reason: 'replaced' }));
        }
        send({
          v: 1,
          t: 'welcome',
          token: phone,
          seats: this.bound?.authority.seatsOf(phone) ?? [],
          ...(this.appVersion ? { app: this.appVersion } : {}),
          ...(replaced ? { tookOver: true } : {}),
        });
        this.sendGame(phone, wire, this.handedAway(phone));
        // the others learn that this phone is back
        this.broadcast(wire);
        return this.changed();
      }
      if (this.wires.get(phone) !== wire) {
        this.log(`refused a message from a replaced wire of ${phone}`);
        return send({ v: 1, t: 'refused', reason: 'replaced' });
      }
      if (!this.bound) {
        const parsed = parseGuestMessage(text);
        if (parsed.ok && parsed.msg.t === 'ping') return send({ v: 1, t: 'pong', n: parsed.msg.n });
        if (!parsed.ok || parsed.msg.t === 'action') {
          this.log(`dropped a message from ${phone} with no game open`);
          return send({ v: 1, t: 'refused', reason: parsed.ok ? 'not-to-act' : 'malformed' });
        }
        return;
      }
      const receipt = this.bound.authority.receive(phone, text);
      if (receipt.kind === 'refused') send({ v: 1, t: 'refused', reason: receipt.reason });
      else if (receipt.kind === 'applied' || receipt.kind === 'undone') this.broadcast();
      else if (receipt.msg.t === 'ping') send({ v: 1, t: 'pong', n: receipt.msg.n });
    };
  }

  /** The wire closed (page closed, phone locked): the seat waits for a rejoin. */
  disconnect(wire: Wire): void {
    let gone = false;
    for (const [phone, w] of this.wires)
      if (w === wire) {
        this.wires.delete(phone);
        gone = true;
      }
    if (!gone) return;
    this.broadcast();
    this.changed();
  }

  /** A move made on the host itself (its own seats, or a bot). */
  playLocal(action: SeatAction): Receipt {
    if (!this.bound) return { kind: 'refused', reason: 'not-to-act', detail: 'no game is open' };
    const receipt = this.bound.authority.applyLocal(action);
    if (receipt.kind === 'applied') this.broadcast();
    return receipt;
  }

  /** Sends every linked phone its own state of the bound game (after any change of it). */
  broadcast(except?: Wire): void {
    const authority = this.bound?.authority;
    if (!authority) return;
    const away = this.offline();
    const now = { state: authority.current(), away: away.join() };
    const last = this.lastSent;
    if (!except && last && last.state === now.state && last.away === now.away) return;
    this.lastSent = now;
    // a linked phone holding no seat watches the table view only
    for (const [phone, wire] of this.wires)
      if (wire !== except) wire.send(encodeMessage(authority.stateFor(phone, away)));
  }
}
