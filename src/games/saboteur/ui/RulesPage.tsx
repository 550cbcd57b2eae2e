// Saboteur's full rules reference, classic and Deluxe: goal, turns, laying cards, the end of a
// round, players and roles per count, hand sizes, gold in both modes, doors, every role's
// scoring and every card with its counts. Numbers come from the rules (RULES_REFERENCE);
// the words from rulesText.*.ts; the tables from RulesTables.tsx.
import { RULES_REFERENCE } from '../rules/reference';
import { useRulesT } from './rulesText';
import { CardTable, ClassicPlayersTable, RoleList, ShareTable, TableValueTable } from './RulesTables';
import { useSabT } from './strings';
import { roleName } from './words';
import './saboteur.css';

const ref = RULES_REFERENCE;

export function RulesPage() {
  const r = useRulesT();
  const t = useSabT();
  const deluxeHand = ref.players.deluxe[0]?.hand ?? 0;
  const deluxeTotal = ref.deluxeRoles.reduce((n, x) => n + x.count, 0);
  return (
    <div className="page sab-rules">
      {/* data-rules-section: the docs/rules sections each part tells, so a lesson opens the rules there */}
      <section data-rules-section="§1 §2.4 §12">
        <h2>{r('h-goal')}</h2>
        <p>{r('goal', { rounds: ref.rounds })}</p>
      </section>
      <section data-rules-section="§4 §5">
        <h2>{r('h-turn')}</h2>
        <p>{r('turnClassic')}</p>
        <p>{r('turnDeluxe')}</p>
      </section>
      <section data-rules-section="§2.1 §2.2 §3 §6 §6.1 §6.2 §6.3 §7">
        <h2>{r('h-placing')}</h2>
        <p>{r('placing')}</p>
      </section>
      <section data-rules-section="§2.3 §8">
        <h2>{r('h-actions')}</h2>
        <CardTable kind="action" />
      </section>
      <section data-rules-section="§9">
        <h2>{r('h-end')}</h2>
        <p>{r('end')}</p>
      </section>
      <section data-rules-section="§13">
        <h2>{r('h-classic')}</h2>
        <p>{r('classicRoles')}</p>
        <ClassicPlayersTable />
      </section>
      <section data-rules-section="§10 §10.1 §10.2 §2.5">
        <h2>{r('h-classicGold')}</h2>
        <p>{r('classicGoldFound', { max: ref.nuggetDrawMax })}</p>
        <p>{r('classicGoldLost')}</p>
        <ShareTable />
        <p>
          {r('nuggetDeck', {
            list: ref.nuggets.map((n) => r('nuggetItem', { count: n.count, value: n.value })).join(', '),
          })}
        </p>
      </section>
      <section data-rules-section="§11.3">
        <h2>{r('h-deluxe')}</h2>
        <p>
          {r('deluxeRoles', {
            total: deluxeTotal,
            hand: deluxeHand,
            aside: ref.deluxeSetAside,
            list: ref.deluxeRoles.map((x) => `${roleName(t, x.role)} × ${x.count}`).join(', '),
          })}
        </p>
      </section>
      <section data-rules-section="§11 §11.2">
        <h2>{r('h-deluxeGold')}</h2>
        <p>{r('deluxeWinners')}</p>
        <p>{r('deluxePay')}</p>
        <TableValueTable />
      </section>
      <section data-rules-section="§11.1">
        <h2>{r('h-doors')}</h2>
        <p>{r('doors')}</p>
      </section>
      <section data-rules-section="§2">
        <h2>{r('h-roles')}</h2>
        <RoleList
          roles={[
            'gold-digger',
            'saboteur',
            ...ref.deluxeRoles.map((x) => x.role).filter((x) => x !== 'saboteur'),
          ]}
        />
      </section>
      <section data-rules-section="§2.2">
        <h2>{r('h-cards')}</h2>
        <p>{r('cardsTotal', { classic: ref.deck.classic, deluxe: ref.deck.deluxe })}</p>
        <CardTable kind="path" />
      </section>
    </div>
  );
}
