// The whole story of a game on one full-screen, scrollable list: every public event in words,
// grouped by round, newest last and scrolled to the end. What this person has not seen since
// their last turn is marked in words as well as colour. A modal <dialog> over the game: the
// screen under it stays mounted, so closing it returns to the game exactly as it was.
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { groupByRound, type LogLine } from '../log';
import type { SeatInfo } from '../session';
import { SeatBadge } from './SeatBadge';
import { useModalDialog } from './useModalDialog';
import './gameLog.css';

interface GameLogContent {
  /** the lines, oldest first; asked for only while the log is open */
  lines(): readonly LogLine[];
  seats: readonly Pick<SeatInfo, 'name' | 'colour'>[];
  /** the heading of a round's group ("Round 2") */
  roundTitle(round: number): string;
  /** index in the lines of the first one this person has not seen; null: no such mark */
  freshFrom?: number | null;
  /** an extra control under a round's heading (e.g. "play this round back") */
  roundAction?(round: number): ReactNode;
}

interface GameLogProps extends GameLogContent {
  open: boolean;
  onClose(): void;
}

function GameLog({ open, onClose, ...content }: GameLogProps) {
  const ref = useModalDialog(open);
  // after the dialog is shown (the hook's effect runs first): newest last, so scroll to the end,
  // or to the start of the unseen part when it is longer than the screen
  useEffect(() => {
    const box = ref.current?.querySelector<HTMLElement>('.game-log-body');
    if (!open || !box) return;
    box.scrollTop = box.scrollHeight;
    const mark = box.querySelector<HTMLElement>('.game-log-since');
    if (mark && mark.offsetTop - box.offsetTop < box.scrollTop)
      box.scrollTop = mark.offsetTop - box.offsetTop;
  }, [open, ref]);
  return (
    <dialog
      ref={ref}
      className="game-log"
      aria-labelledby="game-log-title"
      onCancel={(e) => (e.preventDefault(), onClose())}
    >
      {open && <LogBody {...content} onClose={onClose} />}
    </dialog>
  );
}

function LogBody({
  lines,
  seats,
  roundTitle,
  freshFrom = null,
  roundAction,
  onClose,
}: GameLogContent & { onClose(): void }) {
  const t = useT();
  const list = lines();
  const rounds = groupByRound(list);
  const fresh = freshFrom !== null && freshFrom < list.length ? freshFrom : null;
  return (
    <div className="game-log-frame">
      <header className="game-log-head">
        <h2 id="game-log-title">{t('log')}</h2>
        <button type="button" className="btn game-log-x" onClick={onClose} aria-label={t('logBack')}>
          ✕
        </button>
      </header>
      <div className="game-log-body" tabIndex={0} aria-labelledby="game-log-title">
        {list.length === 0 && <p className="muted">{t('logEmpty')}</p>}
        {rounds.map((group, g) => (
          <section
            key={`${group.round}-${g}`}
            className="game-log-round"
            aria-label={roundTitle(group.round)}
          >
            <h3>{roundTitle(group.round)}</h3>
            {roundAction && (
              // a round's control leads away from the log (e.g. a replay): the log closes first
              <div className="game-log-round-action" onClick={onClose}>
                {roundAction(group.round)}
              </div>
            )}
            <ol>
              {group.lines.map((line, k) => {
                const i = group.start + k;
                const isFresh = fresh !== null && i >= fresh;
                const seat = line.seat !== null ? seats[line.seat] : undefined;
                return (
                  <li
                    key={line.key}
                    className={isFresh ? 'game-log-line game-log-fresh' : 'game-log-line'}
                    data-log-line=""
                  >
                    {i === fresh && <span className="game-log-since">{t('logSince')}</span>}
                    <span className="game-log-text">
                      {seat ? <SeatBadge seat={seat} size={24} /> : <span className="game-log-dot" />}
                      <span>{line.text}</span>
                    </span>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>
      <div className="bottom-bar">
        <button type="button" className="btn btn-primary btn-big" onClick={onClose} autoFocus>
          {t('logBack')}
        </button>
      </div>
    </div>
  );
}

/** The Log button of a table screen with its log: opens it, and the log closes back to the game. */
export function LogButton({
  className,
  compact = false,
  ...content
}: GameLogContent & { className?: string; compact?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ? `btn log-button ${className}` : 'btn log-button'}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={compact ? t('log') : undefined}
        title={compact ? t('log') : undefined}
      >
        <LogIcon />
        {!compact && ` ${t('log')}`}
      </button>
      {open && <GameLog {...content} open onClose={() => setOpen(false)} />}
    </>
  );
}

function LogIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M5 3h10v14H5z M8 7h5 M8 10h5 M8 13h3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
