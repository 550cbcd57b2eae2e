// The host links one more guest phone: shows its offer code (QR and text), reads the guest's
// answer (camera or pasted text); once the link opens it makes a fresh offer for the next phone.
import { useCallback, useEffect, useState } from 'react';
import { ReadCode, ShowCode } from './CodeParts';
import { linkGuestPhone, type PendingLink } from './guestLinks';
import { useMultiT } from './strings';
import './multi.css';

function OneLink({ onLinked }: { onLinked(): void }) {
  const t = useMultiT();
  const [pending, setPending] = useState<PendingLink | null>(null);
  useEffect(() => {
    let live = true;
    let made: PendingLink | null = null;
    void linkGuestPhone().then((p) => {
      made = p;
      if (!live) return p.cancel();
      setPending(p);
      void p.linked.then(() => live && onLinked());
    });
    return () => {
      live = false;
      made?.cancel();
    };
  }, [onLinked]);
  if (!pending) return <output>{t('preparing')}</output>;
  return (
    <>
      <ShowCode code={pending.code} heading={t('hostShow')} />
      <ReadCode scanLabel={t('scanAnswer')} onCode={pending.accept} />
    </>
  );
}

export function LinkPhone() {
  const t = useMultiT();
  const [n, setN] = useState(0);
  const next = useCallback(() => setN((k) => k + 1), []);
  return (
    <>
      {n > 0 && (
        <p className="multi-connected" role="status">
          {t('linked')}
        </p>
      )}
      <OneLink key={n} onLinked={next} />
    </>
  );
}
