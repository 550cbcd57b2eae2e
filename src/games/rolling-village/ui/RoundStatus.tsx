// The sticky header: the round and its stage, then the dice and what the roll asks (spec §13.1),
// always in view. On a short screen the roll's details leave it for the top of the page.
import type { RollView, View } from '../rules';
import { DiceTray } from './DiceTray';
import { stageKey, type RvT } from './present';

export function RoundStatus({
  view,
  tray,
  ask,
  askExtra,
  diceOnly,
  t,
}: {
  view: View;
  /** the roll in the tray */
  tray: RollView | null;
  /** what it asks: the main line */
  ask: { main: string } | null;
  /** and the other things it asks, shown here */
  askExtra: string[];
  diceOnly: boolean;
  t: RvT;
}) {
  return (
    <>
      <header className="rv-status">
        <div className="rv-status-top">
          <h1 className="rv-round" data-testid="rv-round" tabIndex={-1}>
            <strong>{view.round === 0 ? t('setupRound') : t('round', { n: view.round })}</strong>
            {view.round > 0 && (
              <span className={`rv-stage rv-stage-${view.stage}`}>{t(stageKey(view.stage))}</span>
            )}
          </h1>
        </div>
        {/* after the game the last roll asks nothing: the header keeps only the round (issue 23) */}
        {view.phase !== 'over' && (
          <div className="rv-status-roll" data-lesson-target="dice">
            <DiceTray roll={tray} rollCount={view.rolls.length} size={diceOnly ? 'big' : 'compact'} />
            <div className="rv-ask" data-testid="rv-ask">
              {tray && tray.round !== view.round && tray.kind !== 'setup' && (
                <p className="rv-ask-prev muted">{t('roundShort', { n: tray.round })}</p>
              )}
              {ask && <p className="rv-ask-main">{ask.main}</p>}
              {askExtra.map((x) => (
                <p key={x} className="rv-ask-extra">
                  {x}
                </p>
              ))}
            </div>
          </div>
        )}
      </header>
      {askExtra.length > 0 && (
        <div className="rv-ask-more">
          {askExtra.map((x) => (
            <p key={x}>{x}</p>
          ))}
        </div>
      )}
    </>
  );
}
