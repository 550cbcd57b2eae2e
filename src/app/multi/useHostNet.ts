// The host phone's game over several phones: when the open game has guest phones (its saved
// Session.phones), the host table serves it: guests' actions go through the authority into the
// session store (logged and saved exactly as a move made here), and every change of the state
// (a move here, a bot, a guest, an undo) sends each linked phone its own views. The screen
// here sees the guests' seats as played elsewhere, so it shows no private screen of theirs.
import { isBot } from '../../kit/botSeat';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { HostAuthority, type TableSource } from '../../kit/net/authority';
import type { LoadedGame } from '../../kit/game';
import { onOtherPhone } from '../../kit/seatPlace';
import type { SeatInfo, Session } from '../../kit/session';
import { useSessions } from '../../store/sessions';
import { hostTable } from './netHost';
import type { SeatPhones } from '../../kit/seatPhones';
import { ownValue } from '../../kit/validate';

export interface HostNet {
  /** which phone plays which seat now (the table's own copy: a hand-over changes it, then the saved game) */
  assignment: SeatPhones;
  /** the seats as this phone's screen sees them: guests' seats are 'remote' */
  seatsHere: SeatInfo[];
  /** seats whose phone is not linked now */
  away: number[];
  /** hands a seat to a linked phone (its token), to this phone ('host') or to a bot ('bot:<level>') */
  handOver(seat: number, to: string | { bot: string }): void;
}

function sourceFor(game: LoadedGame, sessionId: string, assignment: SeatPhones): TableSource {
  return {
    rules: game.rules,
    phoneOfSeat: assignment.phoneOfSeat,
    state: () => useSessions.getState().open?.state ?? null,
    seq: () => {
      const open = useSessions.getState().open;
      return open?.id === sessionId ? open.session.actions.length : 0;
    },
    commit(action) {
      const store = useSessions.getState();
      if (store.open?.id !== sessionId) throw new Error('the game is not open');
      const err = store.act(action);
      if (err) throw err;
    },
    // a guest takes back its own last move as a person here can (issue 30): the store's undo policy
    undoableSeat() {
      const open = useSessions.getState().open;
      if (open?.id !== sessionId || !open.canUndo) return null;
      return open.session.actions.at(-1)?.seat ?? null;
    },
    undo() {
      const store = useSessions.getState();
      const before = store.open?.id === sessionId ? store.open.session.actions.length : -1;
      store.undo();
      if (useSessions.getState().open?.session.actions.length !== before - 1)
        throw new Error('the move was not taken back');
    },
  };
}

const subscribeTable = (fn: () => void) => hostTable.subscribe(fn);
const offlineKey = () => hostTable.offline().join();

export function useHostNet(session: Session | null, state: unknown, game: LoadedGame | null): HostNet | null {
  const id = session?.id ?? null;
  const count = session?.seats.length ?? 0;
  // the saved phones as the game opens: the table's authority changes its copy on a hand-over
  const phones = session?.phones;
  const assignment = useMemo(
    () => (phones ? { phoneOfSeat: [...phones.phoneOfSeat], names: { ...phones.names } } : null),
    // taken once per open game: a hand-over saves the table's copy, it does not bind again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, count, !!phones],
  );
  const ready = !!assignment && !!game && !!session && state !== null;

  useEffect(() => {
    if (!ready || !assignment || !game || !session) return;
    for (const [token, name] of Object.entries(assignment.names)) hostTable.know(token, name);
    const { gameId, mode, seats, config } = session;
    hostTable.bind(new HostAuthority(sourceFor(game, session.id, assignment)), {
      gameId,
      // the guests load the same mode's parts
      ...(mode ? { mode } : {}),
      sessionId: session.id,
      seats,
      config,
    });
    return () => hostTable.unbind();
    // binds once per open game; seats and config do not change during a game
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, assignment, game, id]);

  // a move here, a bot's or an undo: the phones get their new views (a guest's move already did)
  useEffect(() => {
    if (ready) hostTable.broadcast();
  }, [ready, state]);

  const offline = useSyncExternalStore(subscribeTable, offlineKey);
  return useMemo(() => {
    if (!assignment || !session) return null;
    const gone = offline ? offline.split(',') : [];
    return {
      assignment,
      seatsHere: session.seats.map((s, i) => (assignment.phoneOfSeat[i] ? onOtherPhone(s) : s)),
      away: assignment.phoneOfSeat.flatMap((p, i) => (p !== null && gone.includes(p) ? [i] : [])),
      handOver(seat: number, to: string | { bot: string }) {
        const id = session.id;
        if (typeof to !== 'string') {
          useSessions.getState().setSeatWho(id, seat, to.bot);
          const seats = ownValue(useSessions.getState().sessions, id)?.seats;
          hostTable.handOver(seat, null, seats);
        } else if (to === 'host') hostTable.handOver(seat, null);
        else {
          // a seat given back to its phone from a bot is a person's again (issue 33 item 12)
          const was = ownValue(useSessions.getState().sessions, id)?.seats[seat];
          if (was && isBot(was)) useSessions.getState().setSeatWho(id, seat, 'person');
          const seats = ownValue(useSessions.getState().sessions, id)?.seats;
          hostTable.handOver(seat, to, seats);
          const phone = hostTable.phones().find((p) => p.token === to);
          if (phone) assignment.names[to] = phone.name;
        }
        useSessions
          .getState()
          .setPhones(id, { phoneOfSeat: [...assignment.phoneOfSeat], names: { ...assignment.names } });
      },
    };
  }, [assignment, session, offline]);
}
