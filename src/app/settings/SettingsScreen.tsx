// placeholder: replaced by the shell screens work
export function SettingsScreen(_props: Record<string, unknown>) {
  return <div className="page">SettingsScreen</div>;
}
