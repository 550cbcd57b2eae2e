// The Village Pillage companion's screen (companion §3): one decision per screen, in the order
// the table plays — the market (set-up), each person's revealed cards, the resolution played
// back, the questions it stops at, the end. Fixing a village and the log are one tap away while
// cards are entered. Renders views only; nothing here decides a rule.
import { useState } from 'react';
import type { GameScreenProps } from '../../../../kit/game';
import type { CompanionAction, CompanionConfig, CompanionView } from '../../rules/companion/types';
import type { GameEvent } from '../../rules/types';
import { End } from './End';
import { MarketPick } from './MarketPick';
import { Playback } from './Playback';
import { Question } from './Question';
import { Round } from './Round';
import { FixSheet, LogSheet } from './Sheets';
import { writeDrafts } from './draftStore';
import { useCompanionAct } from './useCompanionAct';
import { useCompanionT } from './strings';
import { UndoButton } from './UndoButton';
import '../village-pillage.css';
import './companion.css';
import { LessonSpot } from '../../../../kit/ui/Lesson';
import { VP_BOX_LESSONS } from '../../lessons/companion';

type Props = GameScreenProps<CompanionConfig, CompanionAction, CompanionView>;

/** The events to play back now, keyed by round and by how often that round was taken back. */
function playbackOf(table: CompanionView): { key: string; round: number; events: GameEvent[] } | null {
  const undone = (round: number) => table.notes.filter((n) => n.kind === 'undo' && n.round === round).length;
  if (table.phase === 'buy' || table.phase === 'deck')
    return { key: `${table.round}/${undone(table.round)}`, round: table.round, events: table.log };
  if (table.lastRound === null) return null;
  return {
    key: `${table.lastRound}/${undone(table.lastRound)}`,
    round: table.lastRound,
    events: table.lastLog,
  };
}

/** After the end (issue 29 item 3): the winning round's public cards are kept as the draft of the
 *  round entered again, then the session cuts the log back to that round's entry. */
function reopenRound({ table, sessionId, reopen }: Props): void {
  const back = table.reopen;
  if (!back || !reopen) return;
  const undone = table.notes.filter((n) => n.kind === 'undo').length;
  if (back.entries) writeDrafts(sessionId, back.round, undone, back.entries);
  if (!reopen()) writeDrafts(sessionId, back.round, undone, []);
}

export function CompanionScreen(props: Props) {
  return (
    <div className="vpc-root">
      {/* a first game's lessons (issue 34): nothing is hidden here, they read the table view */}
      <LessonSpot
        lessons={VP_BOX_LESSONS}
        view={props.table}
        seat={null}
        seats={props.seats}
        moment={`${props.table.phase}:${props.table.round}:${props.table.log.length}`}
      />
      <CompanionBody {...props} />
    </div>
  );
}

function CompanionBody(props: Props) {
  const { table, seats } = props;
  const t = useCompanionT();
  const [sheet, setSheet] = useState<'fix' | 'log' | null>(null);
  const { act, error } = useCompanionAct(props.dispatch);
  const pb = playbackOf(table);
  // what was on the table when the screen opened counts as seen (a reload does not replay it)
  const [seen, setSeen] = useState(() => ({ key: pb?.key ?? '', count: pb?.events.length ?? 0 }));

  if (sheet === 'fix')
    return <FixSheet table={table} seats={seats} act={act} onClose={() => setSheet(null)} />;
  if (sheet === 'log') return <LogSheet table={table} seats={seats} onClose={() => setSheet(null)} />;

  if (pb && pb.events.length > 0 && (seen.key !== pb.key || seen.count < pb.events.length)) {
    const from = seen.key === pb.key ? seen.count : 0;
    const label =
      table.phase === 'buy' || table.phase === 'deck'
        ? t('next')
        : table.phase === 'over'
          ? t('next')
          : t('toNextRound');
    return (
      <Playback
        key={`${pb.key}:${from}`}
        events={pb.events}
        from={from}
        round={pb.round}
        seats={seats}
        goal={table.relicsToWin}
        finishLabel={label}
        onDone={() => setSeen({ key: pb.key, count: pb.events.length })}
      />
    );
  }

  return (
    <>
      {error && (
        <p className="error-text vpc-error" role="alert">
          {error}
        </p>
      )}
      <PhaseScreen {...props} act={act} onSheet={setSheet} />
    </>
  );
}

/** The screen of the table's phase: the market, a question of the resolution, the end, or a round's entries. */
function PhaseScreen(
  props: Props & { act(a: CompanionAction): boolean; onSheet(sheet: 'fix' | 'log'): void },
) {
  const { table, seats, act, onSheet } = props;
  const by = table.toAct[0] ?? 0;
  switch (table.phase) {
    case 'market':
      return <MarketPick table={table} act={act} />;
    case 'buy':
    case 'deck':
      return (
        <>
          {table.undo === 'entries' && (
            <div className="vpc-tools">
              <UndoButton table={table} by={by} act={act} />
            </div>
          )}
          <Question table={table} seats={seats} act={act} />
        </>
      );
    case 'over':
      return (
        <>
          {table.reopen && props.reopen && (
            <div className="vpc-tools">
              <UndoButton table={table} by={by} act={act} reopen={() => reopenRound(props)} />
            </div>
          )}
          <End table={table} seats={seats} rematch={props.rematch} exit={props.exit} />
        </>
      );
    default: {
      const undone = table.notes.filter((n) => n.kind === 'undo').length;
      return (
        <Round
          key={`${table.round}/${undone}`}
          table={table}
          viewFor={props.viewFor}
          seats={seats}
          sessionId={props.sessionId}
          undone={undone}
          act={act}
          onFix={() => onSheet('fix')}
          onLog={() => onSheet('log')}
        />
      );
    }
  }
}
