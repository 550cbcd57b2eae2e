// The games of an imported file that could not come in (issue 33 item 4): each says why and is
// kept for download, so nothing of the file is lost.
import { useT } from '../../i18n/useT';
import { downloadText } from './download';
import { useImportReason } from './importReason';
import { saveFileName, type RejectedGame } from './saveFile';

export function RefusedGamesList({ refused }: { refused: readonly RejectedGame[] }) {
  const t = useT();
  const reason = useImportReason();
  if (refused.length === 0) return null;
  return (
    <ul className="import-refused" data-testid="import-refused">
      {refused.map((r) => (
        <li key={r.n}>
          {reason(r.code, r.params)}{' '}
          <button
            type="button"
            className="btn"
            onClick={() => downloadText(saveFileName(`refused-game-${r.n}`, new Date()), r.text)}
          >
            {t('download')}
          </button>
        </li>
      ))}
    </ul>
  );
}
