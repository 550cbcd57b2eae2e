// The two halves of a join: showing this phone's code (QR and text) and reading the other
// phone's code (camera, or pasted text when the camera is missing or refused: PasteCode); the
// reading itself is useCodeReader's.
import { useEffect, useState } from 'react';
import { PasteCode } from './PasteCode';
import { QrCode } from './QrCode';
import { useMultiT } from './strings';
import { useCodeReader } from './useCodeReader';

export function ShowCode({ code, heading }: { code: string; heading: string }) {
  const t = useMultiT();
  const [copied, setCopied] = useState(false);
  return (
    <section className="multi-card" aria-label={heading}>
      <h2>{heading}</h2>
      <QrCode text={code} label={heading} />
      {/* issue 30: short enough to read out or type, so shown as it is, not folded away */}
      <p className="multi-code-label">{t('codeText')}</p>
      <p className="multi-code" data-testid="code-text">
        {code.replace(/(.{4})/g, '$1 ').trim()}
      </p>
      <button
        type="button"
        className="btn"
        onClick={() => void navigator.clipboard?.writeText(code).then(() => setCopied(true))}
      >
        {copied ? t('copied') : t('copy')}
      </button>
    </section>
  );
}

/** Whether the phone has a camera: null until known (then offered, as a camera may be there). */
function useHasCamera(): boolean | null {
  const [has, setHas] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    const devices = navigator.mediaDevices?.enumerateDevices?.();
    if (!devices) {
      // no media devices here (an insecure page): choosing the camera says why
      return;
    }
    devices.then(
      (list) => live && setHas(list.some((d) => d.kind === 'videoinput')),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return has;
}

/** `onCode` throws ConnectionCodeError on a bad code; its reason is shown and the input kept. */
export function ReadCode({ scanLabel, onCode }: { scanLabel: string; onCode(code: string): Promise<void> }) {
  const t = useMultiT();
  const { video, scanning, problem, busy, submit, scan } = useCodeReader(onCode);
  // issue 30: a phone with no camera is not offered one (and so never told it has none); a
  // camera that exists but fails is explained once the person chose it
  const camera = useHasCamera();
  return (
    <section className="multi-card">
      {camera === false ? null : scanning ? (
        <button type="button" className="btn" onClick={() => scanning.abort()}>
          {t('stopScan')}
        </button>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => void scan()}>
          {scanLabel}
        </button>
      )}
      <video
        ref={video}
        className="multi-video"
        hidden={!scanning}
        muted
        playsInline
        aria-label={t('scanning')}
      />
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <PasteCode primary={camera === false} busy={busy} onSubmit={(text) => void submit(text)} />
    </section>
  );
}
