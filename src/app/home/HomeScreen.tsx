// placeholder: replaced by the shell screens work
export function HomeScreen(_props: Record<string, unknown>) {
  return <div className="page">HomeScreen</div>;
}
