// The screen's dialogs: the scoring roll of a shared game asks first (§13.3 etiquette), the game
// code with its options, the roll history, and what a part of the sheet means.
import { ConfirmDialog } from '../../../kit/ui/ConfirmDialog';
import type { View } from '../rules';
import { CodeDisplay, RollHistory, RvModal } from './Parts';
import { optionsWords, type RvT } from './present';
import { HelpDialog, type HelpTopic } from './SheetHelp';

export type Dialog = null | 'roll' | 'code' | 'history';

export function ScreenDialogs({
  view,
  dialog,
  help,
  onRoll,
  onClose,
  onHelpClose,
  t,
}: {
  view: View;
  dialog: Dialog;
  help: HelpTopic | null;
  onRoll(): void;
  onClose(): void;
  onHelpClose(): void;
  t: RvT;
}) {
  return (
    <>
      <ConfirmDialog
        open={dialog === 'roll'}
        message={t('rollConfirmScoringShared')}
        confirmLabel={t('rollYes')}
        onConfirm={onRoll}
        onCancel={onClose}
      />
      <RvModal open={dialog === 'code'} title={t('codeTitle')} onClose={onClose}>
        {view.code && <CodeDisplay code={view.code} />}
        <p>{t('codeHint')}</p>
        <p className="muted">{t('codeOptions', { options: optionsWords(t, view.options) })}</p>
      </RvModal>
      <RvModal open={dialog === 'history'} title={t('historyTitle')} onClose={onClose}>
        <RollHistory rolls={view.rolls} />
      </RvModal>
      <HelpDialog topic={help} onClose={onHelpClose} t={t} />
    </>
  );
}
