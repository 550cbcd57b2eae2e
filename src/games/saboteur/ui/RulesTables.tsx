// The tables of Saboteur's rules page, every number from the rules' RULES_REFERENCE: roles and
// hand sizes per player count, the classic saboteurs' share, the Deluxe table value, every
// card with its counts, and each role's scoring.
import { useLang } from '../../../i18n/useT';
import { RULES_REFERENCE } from '../rules/reference';
import type { Role } from '../rules/types';
import { CardImage } from './CardArt';
import { actionHint } from './cardHelp';
import { RoleBadge } from './RolePanel';
import { useRulesT } from './rulesText';
import { useSabT, type SabKey } from './strings';
import { cardName, roleName } from './words';

const ref = RULES_REFERENCE;

export function ClassicPlayersTable() {
  const r = useRulesT();
  const t = useSabT();
  const count = (row: (typeof ref.players.classic)[number], role: Role) =>
    row.roles.find((x) => x.role === role)?.count ?? 0;
  return (
    <table className="sab-rules-table">
      <thead>
        <tr>
          <th scope="col">{r('colPlayers')}</th>
          <th scope="col">{roleName(t, 'saboteur')}</th>
          <th scope="col">{roleName(t, 'gold-digger')}</th>
          <th scope="col">{r('colHand')}</th>
        </tr>
      </thead>
      <tbody>
        {ref.players.classic.map((row) => (
          <tr key={row.players}>
            <th scope="row" className="num">
              {row.players}
            </th>
            <td className="num">{count(row, 'saboteur')}</td>
            <td className="num">{count(row, 'gold-digger')}</td>
            <td className="num">{row.hand}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A two-column table of a payout rule: `rows` of [who, how much]. */
function PayTable({ head, rows }: { head: [string, string]; rows: [string, number][] }) {
  return (
    <table className="sab-rules-table">
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([who, value]) => (
          <tr key={who}>
            <th scope="row" className="num">
              {who}
            </th>
            <td className="num">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ShareTable() {
  const r = useRulesT();
  const last = ref.saboteurShare.length;
  return (
    <PayTable
      head={[r('colSaboteurs'), r('colShare')]}
      rows={ref.saboteurShare.map((s) => [
        s.saboteurs === last ? r('orMore', { n: last }) : `${s.saboteurs}`,
        s.share,
      ])}
    />
  );
}

export function TableValueTable() {
  const r = useRulesT();
  const last = ref.tableValue.length;
  return (
    <PayTable
      head={[r('colWinners'), r('colValue')]}
      rows={ref.tableValue.map((s) => [
        s.winners === last ? r('orMore', { n: last }) : `${s.winners}`,
        s.value,
      ])}
    />
  );
}

export function RoleList({ roles }: { roles: readonly Role[] }) {
  const t = useSabT();
  const r = useRulesT();
  return (
    <ul className="sab-rules-roles">
      {roles.map((role) => (
        <li key={role}>
          <RoleBadge role={role} />
          <p>{t(`goal-${role}` as SabKey)}</p>
          <p>{r(`score-${role}` as Parameters<typeof r>[0])}</p>
        </li>
      ))}
    </ul>
  );
}

/** Every card of the decks, a picture and its counts per mode; `kind` picks path or action cards. */
export function CardTable({ kind }: { kind: 'path' | 'action' }) {
  const t = useSabT();
  const r = useRulesT();
  const lang = useLang();
  const doorLetters = { green: t('door-letter-green'), blue: t('door-letter-blue') };
  const rows = ref.cards.filter((c) => (kind === 'action') === (c.family === 'action'));
  return (
    <table className="sab-rules-table sab-rules-cards" lang={lang}>
      <thead>
        <tr>
          <th scope="col">{r('colCard')}</th>
          <th scope="col">{r('colClassic')}</th>
          <th scope="col">{r('colDeluxe')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.id}>
            <th scope="row">
              <span className="sab-rules-card">
                <CardImage id={c.id} doorLetters={doorLetters} size={28} />
                <span>{cardName(t, c.id)}</span>
              </span>
              {kind === 'action' && <span className="sab-rules-hint">{t(actionHint(c.id))}</span>}
            </th>
            <td className="num">{c.classic || r('notInClassic')}</td>
            <td className="num">{c.deluxe}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
