// placeholder: replaced by the shell screens work
export function SavedGamesScreen(_props: Record<string, unknown>) {
  return <div className="page">SavedGamesScreen</div>;
}
