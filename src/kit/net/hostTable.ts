// The host's side of a multi-phone table: one wire (data channel) per guest phone. A wire
// must first say hello with its guest token; then it is that phone's, and a later hello with
// the same token (a rejoin after the phone locked or dropped) takes the seat back at the
// current state. Every applied action sends each phone its own fresh state; a refused one
// tells only the sender why. Nothing from a wire is applied unless the authority allows it.
import type { SeatAction } from '../rules';
import type { HostAuthority, Receipt } from './authority';
import { encodeMessage, parseGuestMessage, type HostMessage } from './protocol';

export interface Wire {
  send(text: string): void;
}

export class HostTable {
  private wires = new Map<string, Wire>();
  constructor(
    private readonly authority: HostAuthority,
    private readonly log: (what: string) => void = (w) => console.warn(`[multi] ${w}`),
  ) {}

  /** Guest phones with no open wire: the game says it waits for them. */
  offline(): string[] {
    return this.authority.phones().filter((p) => !this.wires.has(p));
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
        const token = parsed.msg.token;
        if (token === null || !this.authority.phones().includes(token)) {
          this.log('a hello with an unknown guest token');
          return send({ v: 1, t: 'refused', reason: 'unknown-guest' });
        }
        phone = token;
        this.wires.set(token, wire);
        send({ v: 1, t: 'welcome', token, seats: this.authority.seatsOf(token) });
        return send(this.authority.stateFor(token));
      }
      if (this.wires.get(phone) !== wire)
        return this.log(`dropped a message from a replaced wire of ${phone}`);
      const receipt = this.authority.receive(phone, text);
      if (receipt.kind === 'refused') send({ v: 1, t: 'refused', reason: receipt.reason });
      else if (receipt.kind === 'applied') this.broadcast();
      else if (receipt.msg.t === 'ping') send({ v: 1, t: 'pong', n: receipt.msg.n });
    };
  }

  /** The wire closed (page closed, phone locked): the seat waits for a rejoin. */
  disconnect(wire: Wire): void {
    for (const [phone, w] of this.wires) if (w === wire) this.wires.delete(phone);
  }

  /** A move made on the host itself (its own seats, or a bot). */
  playLocal(action: SeatAction): Receipt {
    const receipt = this.authority.applyLocal(action);
    if (receipt.kind === 'applied') this.broadcast();
    return receipt;
  }

  private broadcast(): void {
    for (const [phone, wire] of this.wires) wire.send(encodeMessage(this.authority.stateFor(phone)));
  }
}
