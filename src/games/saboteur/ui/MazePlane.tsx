// What is drawn on the maze's plane, bottom to top: the start card, the cards laid, the goals,
// the empty spots for the chosen card, the marks of what changed since this seat's last turn and
// the chosen card previewed on its spot.
import { memo } from 'react';
import { cellKey, type CellButton } from './mazeCell';
import { PlacedCell, StartCell } from './MazeCardCell';
import { GoalCell } from './MazeGoalCell';
import { GhostCell, SpotCell } from './MazeSpotCell';
import type { MazeProps } from './mazeProps';
import { SinceLayer } from './SinceLayer';

const same = (a: { x: number; y: number } | null | undefined, b: { x: number; y: number }) =>
  !!a && a.x === b.x && a.y === b.y;

/**
 * A memoised part (issue 32, opening a game): measuring the maze's box, framing its camera,
 * panning and zooming do not draw the cards again.
 */
export const MazePlane = memo(function MazePlane(
  props: MazeProps & { button: CellButton; doorLetters: { green: string; blue: string } },
) {
  const { placed, goals, spots = [], otherWay = [], candidates = [], targets = [] } = props;
  const { ghost, chosen, lit = [], flipped = [], button, doorLetters } = props;
  const litSet = new Set(lit.map(cellKey));
  const flipSet = new Set(flipped.map(cellKey));
  const targetSet = new Set(targets.map(cellKey));
  const spotSet = new Set(spots.map(cellKey));
  const otherSet = new Set(otherWay.filter((c) => !spotSet.has(cellKey(c))).map(cellKey));
  const cell = { button, doorLetters };
  return (
    <>
      <StartCell {...cell} lit={litSet.has('0,0')} />
      {placed.map((p) => (
        <PlacedCell
          key={`p${cellKey(p)}`}
          {...cell}
          p={p}
          target={targetSet.has(cellKey(p))}
          chosen={same(chosen, p)}
          recent={same(props.recent, p)}
          lit={litSet.has(cellKey(p))}
        />
      ))}
      {goals.map((g) => (
        <GoalCell
          key={`g${cellKey(g)}`}
          {...cell}
          g={g}
          target={targetSet.has(cellKey(g))}
          chosen={same(chosen, g)}
          lit={litSet.has(cellKey(g))}
          flipping={flipSet.has(cellKey(g))}
        />
      ))}
      {candidates.map((c) =>
        same(ghost, c) ? null : (
          <SpotCell
            key={`c${cellKey(c)}`}
            c={c}
            button={button}
            legal={spotSet.has(cellKey(c))}
            other={otherSet.has(cellKey(c))}
          />
        ),
      )}
      {props.since && <SinceLayer placed={props.since.placed} removed={props.since.removed} />}
      {ghost && <GhostCell {...cell} ghost={ghost} />}
    </>
  );
});
