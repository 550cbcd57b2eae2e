// The Village Pillage companion's screen (companion §3): one decision per screen, in the order
// the table plays — the market (set-up), each person's revealed cards, the resolution played
// back, the questions it stops at, the end. Fixing a village and the log are one tap away while
// cards are entered. Renders views only; nothing here decides a rule.
import { useState } from 'react';
import type { GameScreenProps } from '../../../../kit/game';
import type { SeatInfo } from '../../../../kit/session';
import { useLang } from '../../../../i18n/useT';
import type { CompanionAction, CompanionConfig, CompanionView, Entry } from '../../rules/companion/types';
import type { GameEvent } from '../../rules/types';
import { refusal } from '../words';
import { End } from './End';
import { EntryPick, EntryReview } from './Entry';
import { MarketPick } from './MarketPick';
import { Playback } from './Playback';
import { Question } from './Question';
import { FixSheet, LogSheet } from './Sheets';
import { readDrafts, retakeDrafts, writeDrafts } from './draftStore';
import { Villages } from './Villages';
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
  const { table, seats, dispatch, exit, rematch } = props;
  const t = useCompanionT();
  const lang = useLang();
  const [sheet, setSheet] = useState<'fix' | 'log' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pb = playbackOf(table);
  // what was on the table when the screen opened counts as seen (a reload does not replay it)
  const [seen, setSeen] = useState(() => ({ key: pb?.key ?? '', count: pb?.events.length ?? 0 }));
  const act = (a: CompanionAction): boolean => {
    const err = dispatch(a);
    setError(err ? refusal(err, lang) : null);
    return !err;
  };
  const by = table.toAct[0] ?? 0;

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

  const errorLine = error && (
    <p className="error-text vpc-error" role="alert">
      {error}
    </p>
  );
  switch (table.phase) {
    case 'market':
      return (
        <>
          {errorLine}
          <MarketPick table={table} act={act} />
        </>
      );
    case 'buy':
    case 'deck':
      return (
        <>
          {errorLine}
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
          {errorLine}
          {table.reopen && props.reopen && (
            <div className="vpc-tools">
              <UndoButton table={table} by={by} act={act} reopen={() => reopenRound(props)} />
            </div>
          )}
          <End table={table} seats={seats} rematch={rematch} exit={exit} />
        </>
      );
    default: {
      const undone = table.notes.filter((n) => n.kind === 'undo').length;
      return (
        <>
          {errorLine}
          <Round
            key={`${table.round}/${undone}`}
            undone={undone}
            {...props}
            seats={seats}
            act={act}
            onFix={() => setSheet('fix')}
            onLog={() => setSheet('log')}
          />
        </>
      );
    }
  }
}

/** One round's entries: each person in turn (two taps), then the review and Resolve. */
function Round({
  table,
  viewFor,
  seats,
  sessionId,
  undone,
  act,
  onFix,
  onLog,
}: Props & {
  seats: SeatInfo[];
  undone: number;
  act(a: CompanionAction): boolean;
  onFix(): void;
  onLog(): void;
}) {
  const t = useCompanionT();
  // the cards entered so far survive a reload (issue 29 item 5): they are public, on the table;
  // after a round is taken back its cards are offered again, to fix what was wrong (item 3)
  const [drafts, setDraftsNow] = useState<(Entry | null)[]>(() => {
    const choices = table.seats.map((_, i) => viewFor(i).entry);
    return (
      readDrafts(sessionId, table.round, undone, choices) ??
      retakeDrafts(table.retake, choices) ??
      choices.map(() => null)
    );
  });
  const setDrafts = (edit: (d: (Entry | null)[]) => (Entry | null)[]) => {
    const next = edit(drafts);
    writeDrafts(sessionId, table.round, undone, next);
    setDraftsNow(next);
  };
  const [editing, setEditing] = useState<number | null>(null);
  const missing = table.seats.findIndex((s, i) => !s.entered && drafts[i] === null);
  const seat = editing ?? (missing >= 0 ? missing : null);
  const by = table.toAct[0] ?? 0;
  const tools = (
    <div className="vpc-tools">
      <span className="vpc-round num">{t('roundTitle', { n: table.round })}</span>
      <button type="button" className="btn" onClick={onLog}>
        {t('log')}
      </button>
      <button type="button" className="btn" onClick={onFix} data-testid="vpc-fix">
        {t('fix')}
      </button>
      {drafts.every((d) => d === null) && table.undo !== 'entries' && (
        <UndoButton table={table} by={by} act={act} />
      )}
    </div>
  );
  if (seat !== null) {
    const choice = viewFor(seat).entry;
    if (!choice) return null;
    return (
      <>
        {editing === null && tools}
        <EntryPick
          key={seat}
          table={table}
          choice={choice}
          seats={seats}
          onBack={editing !== null ? () => setEditing(null) : null}
          onDone={(entry) => {
            setDrafts((d) => d.map((e, i) => (i === seat ? entry : e)));
            setEditing(null);
          }}
        />
        <Villages table={table} seats={seats} />
      </>
    );
  }
  return (
    <>
      {tools}
      <EntryReview
        table={table}
        drafts={drafts}
        seats={seats}
        onEdit={setEditing}
        onResolve={() => {
          writeDrafts(sessionId, table.round, undone, []);
          drafts.forEach((e, i) => {
            if (e && !table.seats[i]!.entered) act({ type: 'enter', seat: i, ...e } as CompanionAction);
          });
        }}
      />
      <Villages table={table} seats={seats} />
    </>
  );
}
