// Saboteur's content for the kit's card-help dialog: any card id (hand, maze, goals) or a role,
// with its picture, what it does (from the dictionaries, by card family) and how many are in
// each deck (from the rules' RULES_REFERENCE). One dialog per screen.
import type { ReactNode } from 'react';
import {
  useCardHelp,
  useHelpPress,
  type CardHelpContent,
  type HelpPressProps,
} from '../../../kit/ui/CardHelp';
import { PATH_CARDS } from '../rules/cards';
import { RULES_REFERENCE } from '../rules/reference';
import type { CardId, Role } from '../rules/types';
import { CardImage, GoalBack } from './CardArt';
import { toolEffect } from './choices';
import { CELL_H, CELL_W } from './layout';
import { RoleBadge } from './RolePanel';
import { useRulesT, type RulesKey, type RulesT } from './rulesText';
import { useSabT, type SabKey } from './strings';
import { cardName, roleName, type T } from './words';

const FAMILY_HELP: Record<string, RulesKey> = {
  path: 'fam-path',
  dead: 'fam-dead',
  bridge: 'fam-bridge',
  'double-curve': 'fam-double-curve',
  ladder: 'fam-ladder',
  'door-green': 'fam-door-green',
  'door-blue': 'fam-door-blue',
  crystal: 'fam-crystal',
  stub: 'fam-stub',
};

/** The hint key of an action card: breaks and repairs share one. */
export function actionHint(id: CardId): SabKey {
  const effect = toolEffect(id);
  return effect ? `hint-${effect}` : (`hint-${id}` as SabKey);
}

function sabCardHelp(t: T, r: RulesT, id: CardId, picture: ReactNode): CardHelpContent {
  const row = RULES_REFERENCE.cards.find((c) => c.ids.includes(id));
  const note = !row
    ? undefined
    : row.classic > 0
      ? r('countBoth', { classic: row.classic, deluxe: row.deluxe })
      : r('countDeluxe', { deluxe: row.deluxe });
  let effect: string[];
  if (id === 'start') effect = [r('fam-start')];
  else if (id === 'goal' || PATH_CARDS[id]?.name.startsWith('goal-')) effect = [r('fam-goal')];
  else if (!row) effect = [];
  else if (row.family === 'action') effect = [t(actionHint(id))];
  else {
    effect = [r(FAMILY_HELP[row.family] ?? 'fam-path')];
    if (row.family !== 'path') effect.push(r('fam-path'));
  }
  return { name: id === 'goal' ? t('path-goal') : cardName(t, id), note, picture, effect };
}

function sabRoleHelp(t: T, r: RulesT, role: Role): CardHelpContent {
  return {
    name: roleName(t, role),
    picture: <RoleBadge role={role} big />,
    effect: [t(`goal-${role}` as SabKey), r(`score-${role}` as RulesKey)],
  };
}

interface SabHelp {
  card(id: CardId): void;
  /** props for a card whose tap does `onTap`: a long press opens its help */
  hold(id: CardId, onTap: () => void): HelpPressProps;
  role(role: Role): void;
  dialog: ReactNode;
}

/** The help dialog of one screen: `help.card(id)`, `help.role(role)`; render `help.dialog`. */
export function useSabHelp(): SabHelp {
  const t = useSabT();
  const r = useRulesT();
  const { show, dialog } = useCardHelp();
  const press = useHelpPress();
  const doorLetters = { green: t('door-letter-green'), blue: t('door-letter-blue') };
  const card = (id: CardId) =>
    show(
      sabCardHelp(
        t,
        r,
        id,
        id === 'goal' ? (
          <svg viewBox={`0 0 ${CELL_W} ${CELL_H}`} width={96} height={(96 * CELL_H) / CELL_W}>
            <GoalBack peek={null} />
          </svg>
        ) : (
          <CardImage id={id} doorLetters={doorLetters} size={96} />
        ),
      ),
    );
  return {
    card,
    hold: (id, onTap) => press(() => card(id), onTap),
    role: (role) => show(sabRoleHelp(t, r, role)),
    dialog,
  };
}
