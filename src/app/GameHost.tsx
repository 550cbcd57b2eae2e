// Opens a saved session (useOpenSession), keeps the screen awake, lets bots act (useGameBots), and
// renders the game's table (GameTable) or what stands in its place: loading, a game missing or
// unread, a game module that failed to load, a table another tab has or that cannot replay.
import { useCallback, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { useScrollPadding } from '../kit/ui/useScrollPadding';
import { useWakeLock } from '../kit/wakeLock';
import { useSettings } from '../store/settings';
import { AwakeIndicator } from './AwakeIndicator';
import { GameMissing } from './GameMissing';
import { GameTable } from './GameTable';
import { LoadFailed } from './LoadFailed';
import { useHostNet } from './multi/useHostNet';
import { navigate } from './router';
import { TableProblem } from './TableProblem';
import { useFinishedEntry } from './useFinishedEntry';
import { useGameBots } from './useGameBots';
import { useGameSettingsValue } from './useGameSettingsValue';
import { useLessonsHere } from './useLessonsHere';
import { useOpenSession } from './useOpenSession';
import { useRematch } from './useRematch';
import { useUndoLast } from './useUndoLast';

export function GameHost({ sessionId }: { sessionId: string }) {
  const t = useT();
  const { listed, gameId, loadedSessions, open, openFailed, load, openGame, session } =
    useOpenSession(sessionId);
  const keepAwake = useSettings((s) => s.keepAwake);
  useScrollPadding();
  // released on every error screen: a game that cannot be played keeps nothing awake
  const awake = useWakeLock(keepAwake && !!open && !open.error && open.lock !== 'busy' && !session?.finished);
  useGameBots(gameId, open, openGame);

  const exit = useCallback(() => navigate({ name: 'home' }), []);
  const finishedEntry = useFinishedEntry(session, openGame);
  const gameSettings = useGameSettingsValue(gameId);
  // several phones (issue 14): guests' seats are played elsewhere; the phones get their views
  const net = useHostNet(session, open?.state ?? null, openGame);
  const { undoLast, takenBack } = useUndoLast(open, net ? net.seatsHere : session?.seats);
  const { lessons, rulesAt, openRules } = useLessonsHere(!!session?.firstGame, gameId, sessionId);
  const rematch = useRematch(session, openGame, net?.assignment ?? null);

  let body: ReactNode;
  if (!loadedSessions) body = <p className="page">{t('loading')}</p>;
  else if (!listed) body = <GameMissing sessionId={sessionId} exit={exit} />;
  else if (load.status === 'error') body = <LoadFailed retry={load.retry} stale={load.stale} />;
  else if (openFailed) body = <GameMissing sessionId={sessionId} exit={exit} unread />;
  else if (!open || !openGame || !session) body = <p className="page">{t('loading')}</p>;
  else if (open.error || open.lock === 'busy' || open.lock === 'lost')
    body = <TableProblem open={open} session={session} exit={exit} />;
  else
    body = (
      <GameTable
        open={open}
        openGame={openGame}
        net={net}
        exit={exit}
        rematch={rematch}
        gameSettings={gameSettings}
        finishedEntry={finishedEntry}
        undoLast={undoLast}
        takenBack={takenBack}
        lessons={lessons}
        rulesAt={rulesAt}
        openRules={openRules}
      />
    );

  return (
    <div className="game-host" data-awake={awake ? 'yes' : 'no'}>
      {awake && <AwakeIndicator />}
      {body}
    </div>
  );
}
