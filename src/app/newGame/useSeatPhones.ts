// Several phones (issue 14) on the new-game form: seat key → the linked guest phone playing it
// (none: this phone). Giving a seat with a placeholder name to a phone names it after the phone.
import { useState } from 'react';
import { isBot } from '../../kit/botSeat';
import type { SeatPhones } from '../../kit/seatPhones';
import { useLinkedPhones } from '../multi/netHost';
import { useMultiT } from '../multi/strings';
import { isPlaceholderName, updateSeat, type SeatDraft } from './seats';

export function useSeatPhones(seats: SeatDraft[], changeSeats: (next: SeatDraft[]) => void) {
  const multi = useMultiT();
  const linked = useLinkedPhones((s) => s.phones);
  const [phoneOf, setPhoneOf] = useState<Record<number, string>>({});
  const choices = linked.map((p, i) => {
    const label = multi('phoneOf', { name: p.name || multi('phoneN', { n: i + 1 }) });
    return { token: p.token, label: p.online ? label : `${label} (${multi('offline')})` };
  });
  const of = (seat: SeatDraft) => phoneOf[seat.key] ?? null;
  const give = (i: number, token: string | null) => {
    const seat = seats[i];
    if (!seat) return;
    setPhoneOf((m) => {
      const next = { ...m };
      if (token) next[seat.key] = token;
      else delete next[seat.key];
      return next;
    });
    const phoneName = linked.find((p) => p.token === token)?.name;
    if (phoneName && isPlaceholderName(seat.name) && !seats.some((s) => s.name === phoneName))
      changeSeats(updateSeat(seats, i, { name: phoneName }));
  };
  /** what the new game saves of its phones; null when every seat is played on this phone */
  const saved = (): SeatPhones | null => {
    const phoneOfSeat = seats.map((s) => (isBot(s) ? null : of(s)));
    const onPhones = new Set(phoneOfSeat);
    if (!phoneOfSeat.some((p) => p !== null)) return null;
    return {
      phoneOfSeat,
      names: Object.fromEntries(linked.filter((p) => onPhones.has(p.token)).map((p) => [p.token, p.name])),
    };
  };
  return { choices, of, give, saved };
}
