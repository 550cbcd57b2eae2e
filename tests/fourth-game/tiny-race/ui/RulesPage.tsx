import { useTinyT } from './strings';

export function RulesPage() {
  return <p>{useTinyT()('rules')}</p>;
}
