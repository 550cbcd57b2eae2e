// What the maze component is given: cards, goals as this viewer knows them, and the choices to
// highlight (all from a view; the maze decides nothing).
import type { Placed } from '../rules/types';

interface MazeGoal {
  x: number;
  y: number;
  revealed: boolean;
  card: string | null;
  rotated: boolean;
  /** what this viewer knows of a face-down goal: true gold, false stone, null unknown */
  peek: boolean | null;
}

export interface MazeProps {
  placed: Placed[];
  goals: MazeGoal[];
  /** spots where the chosen card fits as it is turned now */
  spots?: { x: number; y: number }[];
  /** spots where it fits only when turned the other way */
  otherWay?: { x: number; y: number }[];
  /** empty cells that may be tapped to learn why the card does not fit */
  candidates?: { x: number; y: number }[];
  /** cards that may be chosen (Rockfall: placed cards; Map: face-down goals) */
  targets?: { x: number; y: number }[];
  /** the card previewed at the chosen spot */
  ghost?: { x: number; y: number; card: string; rotated: boolean } | null;
  /** the chosen card or goal (Rockfall / Map) */
  chosen?: { x: number; y: number } | null;
  /** cells of the path that reached the gold */
  lit?: { x: number; y: number }[];
  onCell?(x: number, y: number): void;
  /** opens a card's help: a tap where tapping does nothing else, else a long press ('goal': face down) */
  onCardHelp?(card: string): void;
  /** changing it re-fits the camera (a new round, a new card chosen) */
  fitKey?: string;
  /** cells the first view should include at a tappable size */
  focus?: { x: number; y: number }[];
  /** goals turned face up by the last play: they flip (no motion under prefers-reduced-motion) */
  flipped?: { x: number; y: number }[];
  /** full-screen board: whether it is on, and the toggle (offered only when given) */
  full?: boolean;
  onFull?(full: boolean): void;
  /** the card laid last: it glows briefly (no motion under prefers-reduced-motion) */
  recent?: { x: number; y: number } | null;
  /** issue 23 item 9: cards placed and removed since the viewer's last turn (View.sinceMarks) */
  since?: { placed: { x: number; y: number }[]; removed: { x: number; y: number }[] } | null;
}
