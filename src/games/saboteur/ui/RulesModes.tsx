// Saboteur's rules of each mode on the rules page: classic (players and roles per count, the gold
// found and lost, the nugget deck) and Deluxe (the roles dealt, the gold of the winners, the doors).
// Numbers come from the rules (RULES_REFERENCE); the words from rulesText.*.ts.
import { RULES_REFERENCE } from '../rules/reference';
import { useRulesT } from './rulesText';
import { ClassicPlayersTable, ShareTable, TableValueTable } from './RulesTables';
import { useSabT } from './strings';
import { roleName } from './words';

const ref = RULES_REFERENCE;

export function ClassicRules() {
  const r = useRulesT();
  return (
    <>
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
    </>
  );
}

export function DeluxeRules() {
  const r = useRulesT();
  const t = useSabT();
  const deluxeHand = ref.players.deluxe[0]?.hand ?? 0;
  const deluxeTotal = ref.deluxeRoles.reduce((n, x) => n + x.count, 0);
  return (
    <>
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
    </>
  );
}
