// The cards entered for a round before it is resolved (companion §3.2), kept per saved game in
// localStorage so a reload or a way home and back does not lose them (issue 29 item 5). They are
// public: revealed on the table. What is read back is untrusted: a draft of another round, of a
// round since taken back, or one that names a card the seat cannot put down now, is ignored, and the
// game itself is never touched. Storage unavailable: the drafts live as long as the screen.
import { gameLocalKey } from '../../../../kit/gameLocal';
import type { Entry, EntryChoice } from '../../rules/companion/types';

interface StoredDraft {
  round: number;
  /** how many undos the log held when the draft was written (a round taken back starts afresh) */
  undone: number;
  drafts: (Entry | null)[];
}

// removed with its game (kit/gameLocal.ts: deleting or replacing a saved game drops it)
const key = (sessionId: string) => gameLocalKey('vpc-draft', sessionId);

/** Whether `entry` is one this seat may enter now: exactly its slots, cards it holds. */
function fits(entry: unknown, choice: EntryChoice | null): entry is Entry {
  if (!choice || !entry || typeof entry !== 'object' || Array.isArray(entry)) return false;
  const e = entry as Record<string, unknown>;
  if (Object.keys(e).length !== choice.slots.length || !choice.slots.every((k) => k in e)) return false;
  const left = choice.all.slice();
  for (const k of choice.slots) {
    const i = left.indexOf(e[k] as never);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

export function readDrafts(
  sessionId: string,
  round: number,
  undone: number,
  choices: (EntryChoice | null)[],
): (Entry | null)[] | null {
  try {
    const raw = localStorage.getItem(key(sessionId));
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (!v || v.round !== round || v.undone !== undone || !Array.isArray(v.drafts)) return null;
    if (v.drafts.length !== choices.length) return null;
    const out = v.drafts.map((d, i) => (d === null ? null : fits(d, choices[i]!) ? { ...d } : undefined));
    return out.some((d) => d === undefined) ? null : (out as (Entry | null)[]);
  } catch {
    return null;
  }
}

/** The entries of a round taken back, where each still fits its seat (issue 29 item 3: fix one
 *  person's cards and resolve again); null when there are none. */
export function retakeDrafts(
  retake: readonly Entry[] | null,
  choices: (EntryChoice | null)[],
): (Entry | null)[] | null {
  if (!retake || retake.length !== choices.length) return null;
  return retake.map((e, i) => (fits(e, choices[i]!) ? { ...e } : null));
}

export function writeDrafts(
  sessionId: string,
  round: number,
  undone: number,
  drafts: (Entry | null)[],
): void {
  try {
    if (drafts.every((d) => d === null)) localStorage.removeItem(key(sessionId));
    else localStorage.setItem(key(sessionId), JSON.stringify({ round, undone, drafts }));
  } catch {
    /* storage unavailable or full: the drafts stay on the screen only */
  }
}
