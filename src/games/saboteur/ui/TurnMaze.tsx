// The maze on a seat's turn: the spots where the chosen path card fits (as it is turned, and the
// other way), the cards or goals an action card can target, the card previewed on its spot, and
// what changed since this seat's last turn.
import type { View } from '../rules/types';
import { candidateCells, cellTargets, justRevealed, lastPlaced, placementSpots } from './choices';
import { Maze } from './Maze';
import type { MazeProps } from './mazeProps';
import { chosenCard, chosenUse, type TurnChoice, type TurnEvent } from './turnChoice';

export function TurnMaze({
  view,
  choice,
  send,
  onCardHelp,
  full,
  onFull,
}: {
  view: View;
  choice: TurnChoice;
  send(e: TurnEvent): void;
  onCardHelp: MazeProps['onCardHelp'];
  full: boolean;
  onFull?(full: boolean): void;
}) {
  const card = chosenCard(view, choice);
  const use = chosenUse(view, choice);
  const play = choice.mode === 'play';
  const allSpots = card && use === 'path' ? placementSpots(view, card) : [];
  const spotsNow = allSpots.filter((s) => s.rotated === choice.rotated);
  const spotsOther = allSpots.filter((s) => s.rotated !== choice.rotated);
  const targets = card && (use === 'rockfall' || use === 'map') ? cellTargets(view, card) : [];
  const ghost =
    play && card && use === 'path' && choice.spot ? { ...choice.spot, card, rotated: choice.rotated } : null;
  return (
    <Maze
      placed={view.maze.placed}
      goals={view.maze.goals.map((g) => ({ ...g, peek: g.revealed ? null : g.gold }))}
      spots={play ? spotsNow : []}
      otherWay={play ? spotsOther : []}
      candidates={play && card && use === 'path' && allSpots.length ? candidateCells(view, card) : []}
      targets={play ? targets : []}
      ghost={ghost}
      chosen={use === 'rockfall' || use === 'map' ? choice.spot : null}
      onCell={(x, y) => send({ type: 'cell', x, y })}
      onCardHelp={onCardHelp}
      fitKey={`${view.round}:${card ?? ''}:${choice.rotated}`}
      focus={spotsNow.length ? spotsNow : allSpots.length ? allSpots : targets.length ? targets : undefined}
      recent={lastPlaced(view)}
      since={view.sinceMarks}
      flipped={justRevealed(view)}
      full={full}
      onFull={onFull}
    />
  );
}
