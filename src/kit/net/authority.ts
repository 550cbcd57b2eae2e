// The host's authority over a multi-phone game. It owns the state (replayed from the session
// log), knows which phone holds each seat, and applies a guest's action only when the seat is
// that phone's, the seat is to act now, and the action is one of the rules' legal actions (the
// logged action is the rules' own object, never the guest's). What it sends a guest is the table
// view plus the views of that guest's own seats: never raw state, never another seat's view.
import { canonical } from '../canonical';
import type { AnyRules, SeatAction } from '../rules';
import { replay } from '../session';
import { parseGuestMessage, PROTOCOL_VERSION, type HostMessage, type RefuseReason } from './protocol';

interface AuthoritySetup {
  rules: AnyRules;
  config: unknown;
  seed: number;
  /** the session's action log; the authority appends to it */
  actions: SeatAction[];
  /** by seat: the token of the guest phone holding it, or null (this phone or a bot) */
  phoneOfSeat: (string | null)[];
  /** the game's undo policy (LoadedGame.undoable); absent: no move is taken back */
  undoable?(before: unknown, action: SeatAction): boolean;
}

/**
 * Where the authority reads the state and commits an allowed action: the app's session store
 * (which logs and saves it exactly as a move made on the host), or a replay of a log in tests.
 */
export interface TableSource {
  rules: AnyRules;
  state(): unknown;
  /** actions in the log so far */
  seq(): number;
  commit(action: SeatAction): void;
  /** the seat whose last move may be taken back now (the game's undo policy), or null */
  undoableSeat?(): number | null;
  /** drops the log's last move */
  undo?(): void;
  /** by seat: the token of the guest phone holding it, or null (this phone or a bot) */
  phoneOfSeat: readonly (string | null)[];
}

/** A source over a plain action log, replayed once and kept in step. */
function replaySource(setup: AuthoritySetup): TableSource {
  let state = replay(setup.rules, setup.config, setup.seed, setup.actions);
  return {
    rules: setup.rules,
    phoneOfSeat: setup.phoneOfSeat,
    state: () => state,
    seq: () => setup.actions.length,
    commit(action) {
      state = setup.rules.apply(state, action);
      setup.actions.push(action);
    },
    undoableSeat() {
      const last = setup.actions.at(-1);
      if (!last || !setup.undoable) return null;
      const before = replay(setup.rules, setup.config, setup.seed, setup.actions.slice(0, -1));
      return setup.undoable(before, last) ? last.seat : null;
    },
    undo() {
      setup.actions.pop();
      state = replay(setup.rules, setup.config, setup.seed, setup.actions);
    },
  };
}

export type Receipt =
  | { kind: 'applied'; action: SeatAction }
  | { kind: 'undone'; seat: number }
  | { kind: 'refused'; reason: RefuseReason; detail: string }
  | { kind: 'message'; msg: Exclude<ReturnType<typeof parseGuestMessage>, { ok: false }>['msg'] };

export class HostAuthority {
  private readonly setup: TableSource;
  constructor(
    setup: AuthoritySetup | TableSource,
    private readonly log: (what: string) => void = (w) => console.warn(`[multi] ${w}`),
  ) {
    this.setup = 'state' in setup ? setup : replaySource(setup);
  }

  /** by seat: the phone holding it (null: the host) */
  get phoneOfSeat(): readonly (string | null)[] {
    return this.setup.phoneOfSeat;
  }

  /** the guest phones that hold a seat */
  phones(): string[] {
    return [...new Set(this.setup.phoneOfSeat.filter((p): p is string => p !== null))];
  }

  /** Gives a seat to another phone (a token) or to the host (null): issue 24 item 10. */
  assign(seat: number, phone: string | null): void {
    (this.setup.phoneOfSeat as (string | null)[])[seat] = phone;
  }

  seatsOf(phone: string): number[] {
    return this.setup.phoneOfSeat.flatMap((p, seat) => (p === phone ? [seat] : []));
  }

  /** Validates and, when allowed, applies one message from `phone`. Refusals change nothing. */
  receive(phone: string, text: unknown): Receipt {
    const parsed = parseGuestMessage(text);
    if (!parsed.ok) return this.refuse('malformed', `dropped a message from ${phone}: ${parsed.error}`);
    const msg = parsed.msg;
    if (msg.t === 'undo') return this.takeBack(phone, msg.seq);
    if (msg.t !== 'action') return { kind: 'message', msg };
    return this.applyFor(phone, msg.action);
  }

  /** The seat whose last move `phone` may take back now (issue 30), or null. */
  undoFor(phone: string): number | null {
    const seat = this.setup.undoableSeat?.() ?? null;
    return seat !== null && this.setup.phoneOfSeat[seat] === phone ? seat : null;
  }

  /**
   * A guest takes back its own last move, as a person on the host's phone can before handing it
   * on (issue 30; kit/ui/undoLast.ts): only while that move is the log's last (`seq`, so a move
   * made meanwhile is never the one dropped) and the game's undo policy allows it.
   */
  private takeBack(phone: string, seq: number): Receipt {
    const seat = this.undoFor(phone);
    if (seat === null || seq !== this.setup.seq() || !this.setup.undo)
      return this.refuse('too-late', `${phone} asked to take back a move that cannot be taken back now`);
    try {
      this.setup.undo();
    } catch (e) {
      return this.refuse('too-late', `the host could not take back ${phone}'s move: ${String(e)}`);
    }
    return { kind: 'undone', seat };
  }

  /** An action of a seat played on the host itself (pass-and-play there, or a bot). */
  applyLocal(action: SeatAction): Receipt {
    return this.applyFor(null, action);
  }

  private applyFor(phone: string | null, action: SeatAction): Receipt {
    const { rules } = this.setup;
    const seat = action.seat;
    const who = phone ?? 'the host';
    if (this.setup.phoneOfSeat[seat] !== phone)
      return this.refuse('not-your-seat', `${who} sent an action for seat ${seat}, not its own`);
    const state = this.setup.state();
    if (!rules.actors(state).includes(seat))
      return this.refuse('not-to-act', `${who} sent an action for seat ${seat}, which is not to act`);
    const wanted = canonical(action);
    const legal = rules.legalActions(state, seat).find((a: SeatAction) => canonical(a) === wanted);
    if (!legal) return this.refuse('illegal', `${who} sent an illegal action for seat ${seat}`);
    try {
      this.setup.commit(legal);
    } catch (e) {
      // the host's table could not take it (e.g. the game is open in another tab): nothing changed
      return this.refuse('not-to-act', `the host could not apply ${who}'s action: ${String(e)}`);
    }
    return { kind: 'applied', action: legal };
  }

  private refuse(reason: RefuseReason, detail: string): Receipt {
    this.log(detail);
    return { kind: 'refused', reason, detail };
  }

  /** actions in the log so far */
  seq(): number {
    return this.setup.seq();
  }

  /** the state now (compared by identity: states are never mutated) */
  current(): unknown {
    return this.setup.state();
  }

  /** The seats to act now. */
  waitingFor(): number[] {
    return this.setup.rules.actors(this.setup.state());
  }

  /** What `phone` may see now: the table view and its own seats' views; `away`: offline phones. */
  stateFor(phone: string, away: readonly string[] = []): HostMessage {
    const { rules } = this.setup;
    const state = this.setup.state();
    return {
      v: PROTOCOL_VERSION,
      t: 'state',
      seq: this.setup.seq(),
      table: rules.view(state, null),
      seats: this.seatsOf(phone).map((seat) => ({ seat, view: rules.view(state, seat) })),
      waitingFor: rules.actors(state),
      away: this.setup.phoneOfSeat.flatMap((p, seat) => (p !== null && away.includes(p) ? [seat] : [])),
      ...(this.undoFor(phone) === null ? {} : { undo: this.undoFor(phone)! }),
    };
  }
}
