// The tools above the round: leave, the game's log, the roll history and, in a game shared by
// code, the code. They scroll away with the page (issue 23 item 1).
import type { SeatInfo } from '../../../kit/session';
import type { View } from '../rules';
import type { RvT } from './present';
import { RvLogButton } from './RvLog';

export function ScreenToolbar({
  view,
  seats,
  exit,
  onDialog,
  t,
}: {
  view: View;
  seats: readonly SeatInfo[];
  exit(): void;
  /** opens the roll history or the game code */
  onDialog(dialog: 'history' | 'code'): void;
  t: RvT;
}) {
  return (
    <div className="rv-toolbar">
      <button type="button" className="btn rv-icon-btn" onClick={exit} aria-label={t('exit')}>
        <span aria-hidden="true">←</span>
      </button>
      <RvLogButton view={view} seats={seats} />
      <button type="button" className="btn rv-tool" onClick={() => onDialog('history')}>
        <span aria-hidden="true" className="rv-tool-glyph">
          ☰
        </span>
        <span className="rv-tool-label">{t('historyButton')}</span>
      </button>
      {view.code && (
        <button
          type="button"
          className="btn rv-tool"
          onClick={() => onDialog('code')}
          data-testid="rv-code-button"
          aria-label={t('codeTitle')}
        >
          <span aria-hidden="true" className="rv-tool-glyph">
            #
          </span>
          <span className="rv-tool-label" aria-hidden="true">
            {t('codeButton')}
          </span>
        </button>
      )}
    </div>
  );
}
