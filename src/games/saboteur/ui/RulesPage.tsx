// Saboteur's full rules reference, classic and Deluxe: goal, turns, laying cards, the end of a
// round, players and roles per count, hand sizes, gold in both modes, doors, every role's
// scoring and every card with its counts. Numbers come from the rules (RULES_REFERENCE);
// the words from rulesText.*.ts; the tables from RulesTables.tsx; each mode's part from RulesModes.tsx.
import { RULES_REFERENCE } from '../rules/reference';
import { useRulesT } from './rulesText';
import { ClassicRules, DeluxeRules } from './RulesModes';
import { CardTable, RoleList } from './RulesTables';
import './saboteur.css';

const ref = RULES_REFERENCE;

export function RulesPage() {
  const r = useRulesT();
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
      <ClassicRules />
      <DeluxeRules />
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
