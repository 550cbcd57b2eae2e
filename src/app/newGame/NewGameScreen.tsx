// placeholder: replaced by the shell screens work
export function NewGameScreen(_props: Record<string, unknown>) {
  return <div className="page">NewGameScreen</div>;
}
