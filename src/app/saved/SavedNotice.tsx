// The line at the top of the saved games saying how an import or export went (or that one is under way).
export type Notice = { kind: 'ok' | 'error' | 'busy'; text: string } | null;

export function SavedNotice({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p
      className={notice.kind === 'error' ? 'notice notice-error' : 'notice'}
      role={notice.kind === 'error' ? 'alert' : 'status'}
    >
      <span aria-hidden="true">{notice.kind === 'error' ? '⚠ ' : notice.kind === 'ok' ? '✓ ' : ''}</span>
      {notice.text}
    </p>
  );
}
