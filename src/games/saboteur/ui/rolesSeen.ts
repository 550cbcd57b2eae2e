// Which people saw their role this round, kept for a reload (sessionStorage, per game): before a
// round's first move a reload showed every person their role again (issue 23 item 7). Who saw a
// role is no secret; the role itself is never stored. Storage unavailable: roles show again.
interface RolesSeen {
  round: number;
  seats: number[];
}

const key = (sessionId: string) => `sab-roles-seen:${sessionId}`;

export function readRolesSeen(sessionId: string): RolesSeen | null {
  try {
    const raw = sessionStorage.getItem(key(sessionId));
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<RolesSeen>;
    if (typeof v.round !== 'number' || !Array.isArray(v.seats)) return null;
    return { round: v.round, seats: v.seats.filter((s): s is number => Number.isInteger(s)) };
  } catch {
    return null;
  }
}

export function rememberRoleSeen(sessionId: string, round: number, seat: number): void {
  try {
    const now = readRolesSeen(sessionId);
    const seats = now && now.round === round ? now.seats : [];
    if (!seats.includes(seat)) seats.push(seat);
    sessionStorage.setItem(key(sessionId), JSON.stringify({ round, seats }));
  } catch {
    /* storage unavailable: the roles show again after a reload, as before */
  }
}
