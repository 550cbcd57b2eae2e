// A saved game that cannot be opened as it is: kept unchanged, offered for download and for
// deletion after a confirmation.
import { useT, type ShellKey } from '../../i18n/useT';
import type { RulesVersionProblem } from '../../kit/rulesMigration';
import type { DamagedGame } from '../../store/sessions';
import { downloadText } from './download';

const RULES_PROBLEM: Record<RulesVersionProblem['code'], ShellKey> = {
  'rules-newer': 'damagedRulesNewer',
  'rules-no-migration': 'damagedRulesNoMigration',
  'rules-migration-failed': 'damagedRulesFailed',
};

export function DamagedGameItem({ item, onDelete }: { item: DamagedGame; onDelete(): void }) {
  const t = useT();
  const titleId = `damaged-${item.id}`;
  return (
    <li className="card saved-item saved-damaged" aria-labelledby={titleId} data-damaged={item.id}>
      <h2 id={titleId}>
        <span aria-hidden="true">⚠ </span>
        {t('damagedGame')}
      </h2>
      <p className="muted">{t('damagedNote')}</p>
      {item.problem && (
        <p>{t(RULES_PROBLEM[item.problem.code], { from: item.problem.from, to: item.problem.to })}</p>
      )}
      <p className="banner-detail">{item.reason}</p>
      <div className="btn-row">
        <button
          type="button"
          className="btn"
          onClick={() =>
            downloadText(`pocket-table-damaged-${item.id.replace(/[^\w-]/g, '')}.json`, item.text)
          }
          aria-describedby={titleId}
        >
          {t('download')}
        </button>
        <button type="button" className="btn" onClick={onDelete} aria-describedby={titleId}>
          {t('delete')}
        </button>
      </div>
    </li>
  );
}
