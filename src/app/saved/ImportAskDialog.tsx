// The ask when games of an imported file are already here (issue 33 item 3): which copy is newer
// (by moves, then date), and what to keep.
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../kit/ui/ConfirmDialog';
import type { Session } from '../../kit/session';
import { olderThan, type SessionSummary } from '../../store/summaries';

export function ImportAskDialog({
  pending,
  here,
  onAnswer,
}: {
  /** the file's games, when some of them are already here */
  pending: readonly Session[] | null;
  here: Readonly<Record<string, SessionSummary>>;
  onAnswer(replace: boolean): void;
}) {
  const t = useT();
  const clashing = pending ? pending.filter((s) => Object.hasOwn(here, s.id)) : [];
  const older = clashing.filter((s) => olderThan(s, here[s.id]!)).length;
  return (
    <ConfirmDialog
      open={!!pending}
      message={t('importReplaceAsk', { count: clashing.length, older, newer: clashing.length - older })}
      confirmLabel={t('replace')}
      cancelLabel={t('keepMine')}
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    />
  );
}
