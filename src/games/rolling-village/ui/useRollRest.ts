// A roll is one tap (issue 13 item 7), and the roll button rests for a moment after a roll so
// that a double tap cannot make two rolls.
import { useEffect, useState } from 'react';
import type { Act } from './screenTypes';

/** after a roll the roll button rests this long, so a double tap cannot roll twice */
const ROLL_REST_MS = 600;

/** `roll` rolls for `roller` (this phone's seat that takes the due roll) unless the button rests. */
export function useRollRest(roller: number | null, act: Act): { resting: boolean; roll(): void } {
  const [resting, setResting] = useState(false);
  useEffect(() => {
    if (!resting) return;
    const id = setTimeout(() => setResting(false), ROLL_REST_MS);
    return () => clearTimeout(id);
  }, [resting]);
  const roll = () => {
    if (resting || roller === null) return;
    if (act({ type: 'roll', seat: roller })) setResting(true);
  };
  return { resting, roll };
}
