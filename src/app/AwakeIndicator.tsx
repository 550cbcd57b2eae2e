// The sun in the corner while the screen is kept awake (the keep-awake setting).
import { useT } from '../i18n/useT';

export function AwakeIndicator() {
  const t = useT();
  return (
    <span className="awake-indicator" title={t('awake')}>
      <span aria-hidden="true">☀</span>
      <span className="visually-hidden">{t('awake')}</span>
    </span>
  );
}
