// placeholder: replaced by the shell screens work
export function RulesScreen(_props: Record<string, unknown>) {
  return <div className="page">RulesScreen</div>;
}
