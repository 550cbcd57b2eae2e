// The two shared dice, large, with each face's object and the result in words. A new roll
// tumbles for about half a second (tap to skip; no tumble under prefers-reduced-motion),
// then lands with an optional click and buzz (src/kit/feedback.ts honours the settings).
import { useEffect, useState } from 'react';
import { beep, vibrate } from '../../../kit/feedback';
import type { Roll } from '../rules';
import { DieFace, ObjectIcon } from './Icons';
import { faceType, rollKindKey, TYPE_WORD, type RvT } from './present';
import { useRvT } from './strings';

const TUMBLE_STEPS = 7;
const TUMBLE_MS = 65;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * The tumble of a new roll: the step it is at (null once settled, or with reduced motion) and
 * `stop` to skip it. The landing clicks and buzzes, a double differently.
 */
function useTumble(rollCount: number, roll: Roll | null): { tumble: number | null; stop(): void } {
  // the roll count whose tumble has finished; a newer count tumbles until it settles
  const [settled, setSettled] = useState(rollCount);
  const [step, setStep] = useState(0);
  const [reduced] = useState(prefersReducedMotion);
  const dice = roll ? `${roll.dice[0]}-${roll.dice[1]}` : '';
  const tumble = !reduced && roll && settled !== rollCount ? step : null;

  useEffect(() => {
    if (settled === rollCount || !dice) return;
    const double = dice[0] === dice[2];
    const land = () => {
      beep(double ? 880 : 660, 90);
      vibrate(double ? [30, 50, 30] : 35);
    };
    if (reduced) {
      land();
      return;
    }
    let n = 0;
    const id = setInterval(() => {
      n += 1;
      if (n >= TUMBLE_STEPS) {
        clearInterval(id);
        setSettled(rollCount);
        setStep(0);
        land();
      } else setStep(n);
    }, TUMBLE_MS);
    return () => clearInterval(id);
  }, [rollCount, settled, dice, reduced]);

  const stop = () => {
    setSettled(rollCount);
    setStep(0);
  };
  return { tumble, stop };
}

/** The roll in words for a screen reader: its kind, each die with its object, the sum, a double. */
function rollWords(t: RvT, roll: Roll): string {
  const [a, b] = roll.dice;
  return `${t(rollKindKey(roll.kind))}: ${t('diceWords', { a: `${a} (${t(TYPE_WORD[faceType(a)])})`, b: `${b} (${t(TYPE_WORD[faceType(b)])})` })}, ${t('diceSum', { sum: a + b })}${a === b ? `, ${t('double')}` : ''}`;
}

export function DiceTray({
  roll,
  rollCount,
  size = 'big',
}: {
  roll: Roll | null;
  rollCount: number;
  size?: 'big' | 'compact';
}) {
  const t = useRvT();
  const { tumble, stop } = useTumble(rollCount, roll);
  if (!roll) return <EmptyTray size={size} t={t} />;
  const rolling = tumble !== null;
  const faces: readonly [number, number] = rolling
    ? [((roll.dice[0] + tumble * 2) % 6) + 1, ((roll.dice[1] + tumble * 5) % 6) + 1]
    : roll.dice;
  const [a, b] = roll.dice;
  return (
    <div
      className={`rv-dice rv-dice-${size}${rolling ? ' rv-rolling' : ''}`}
      onClick={stop}
      data-testid="rv-dice"
      data-dice={rolling ? '' : `${a}-${b}`}
    >
      <span className="visually-hidden">{rolling ? t('rollingNow') : rollWords(t, roll)}</span>
      {([0, 1] as const).map((i) => (
        <Die key={i} face={faces[i]} rolled={roll.dice[i]} rolling={rolling} size={size} t={t} />
      ))}
      <span className="rv-dice-caption" aria-hidden="true">
        {rolling ? (
          t('rollingNow')
        ) : (
          <>
            <span className="rv-dice-kind">{t(rollKindKey(roll.kind))}</span>
            <span className="rv-dice-sum num">
              {t('diceWords', { a, b })} · {t('diceSum', { sum: a + b })}
              {a === b ? ` · ${t('double')}` : ''}
            </span>
          </>
        )}
      </span>
    </div>
  );
}

/** The tray before the first roll: two empty slots and "no roll yet". */
function EmptyTray({ size, t }: { size: 'big' | 'compact'; t: RvT }) {
  return (
    <div className={`rv-dice rv-dice-${size} rv-dice-empty`}>
      <div className="rv-die-slot" aria-hidden="true" />
      <div className="rv-die-slot" aria-hidden="true" />
      <p className="rv-dice-caption muted">{t('noRollYet')}</p>
    </div>
  );
}

/** One die: the face shown (a tumbling one while rolling), then the object its rolled face gives. */
function Die({
  face,
  rolled,
  rolling,
  size,
  t,
}: {
  face: number;
  rolled: number;
  rolling: boolean;
  size: 'big' | 'compact';
  t: RvT;
}) {
  return (
    <span className="rv-die" aria-hidden="true">
      <DieFace face={face} size={size === 'big' ? 104 : 68} />
      <span className="rv-die-type" aria-hidden="true">
        {!rolling && (
          <>
            <ObjectIcon type={faceType(rolled)} size={size === 'big' ? 24 : 18} />
            <span>{t(TYPE_WORD[faceType(rolled)])}</span>
          </>
        )}
      </span>
    </span>
  );
}
