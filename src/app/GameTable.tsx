// The open game's table as GameHost shows it: the game menu, the several-phones bar, the game's
// own screen and, after a first game, what the table learnt; with what the screens read from
// context around them (the game's settings, the finished game, the undo, the lessons). A screen
// never sees the raw state: it gets the table's view, a way to get one seat's view, the seats,
// the config, dispatch, exit and rematch. Drawn again only when one of these changes.
import { memo } from 'react';
import { useLang } from '../i18n/useT';
import { findGame } from '../games/registry';
import type { AnyScreenProps, LoadedGame } from '../kit/game';
import { GameSettingsContext, type GameSettingsValue } from '../kit/gameSettings';
import { LessonsContext, type LessonsHere } from '../kit/lessonMemory';
import type { SeatAction } from '../kit/rules';
import { playsHere } from '../kit/seatPlace';
import { FinishedGameContext } from '../kit/ui/ScoreSheetTable';
import { TakenBackContext, UndoContext, type UndoLast } from '../kit/ui/undoLast';
import { useSessions, type OpenGame } from '../store/sessions';
import { GameMenu } from './GameMenu';
import { LessonsLearnt } from './LessonsLearnt';
import { HostNetBar } from './multi/HostNetBar';
import type { HostNet } from './multi/useHostNet';
import type { useFinishedEntry } from './useFinishedEntry';

interface GameTableProps {
  open: OpenGame;
  openGame: LoadedGame;
  net: HostNet | null;
  exit: () => void;
  rematch: () => void;
  gameSettings: GameSettingsValue;
  finishedEntry: ReturnType<typeof useFinishedEntry>;
  undoLast: UndoLast | null;
  takenBack: SeatAction | null;
  lessons: LessonsHere | null;
  rulesAt: { section: string; n: number } | null;
  openRules: (section: string) => void;
}

export const GameTable = memo(function GameTable(p: GameTableProps) {
  const lang = useLang();
  const act = useSessions((s) => s.act);
  const { open, openGame, net } = p;
  const { session, state } = open;
  const { rules, Screen } = openGame;
  const props: AnyScreenProps = {
    table: rules.view(state, null),
    viewFor: (seat) => rules.view(state, seat),
    seats: net ? net.seatsHere : session.seats,
    config: session.config,
    sessionId: session.id,
    dispatch: act,
    exit: p.exit,
    rematch: p.rematch,
  };
  // a finished game's last round taken back, where the game can (issue 29 item 3)
  if (openGame.reopenAt && session.finished) props.reopen = () => useSessions.getState().reopen();
  return (
    <GameSettingsContext.Provider value={p.gameSettings}>
      <FinishedGameContext.Provider value={p.finishedEntry}>
        <UndoContext.Provider value={p.undoLast}>
          <TakenBackContext.Provider value={p.takenBack}>
            <LessonsContext.Provider value={p.lessons}>
              <GameMenu
                title={findGame(session.gameId)?.title[lang] ?? ''}
                RulesPage={openGame.RulesPage}
                onHome={p.exit}
                rulesAt={p.rulesAt}
              />
              {net && (
                <HostNetBar
                  seats={session.seats}
                  waiting={rules.actors(state)}
                  away={net.away}
                  tableDisplay={!net.seatsHere.some(playsHere)}
                  bots={Object.keys(openGame.bots)}
                  handOver={net.handOver}
                />
              )}
              <Screen {...props} />
              {p.lessons && session.finished && (
                <LessonsLearnt sessionId={session.id} seats={props.seats} openRules={p.openRules} />
              )}
            </LessonsContext.Provider>
          </TakenBackContext.Provider>
        </UndoContext.Provider>
      </FinishedGameContext.Provider>
    </GameSettingsContext.Provider>
  );
});
