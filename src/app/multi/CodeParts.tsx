// The two halves of a join: showing this phone's code (QR and text) and reading the other
// phone's code (camera, or pasted text when the camera is missing or refused).
import { useEffect, useRef, useState } from 'react';
import { CODE_ERROR_TEXT, ConnectionCodeError } from '../../kit/net/connectionCode';
import { useLang } from '../../i18n/useT';
import { QrCode } from './QrCode';
import { CameraError, scanQr } from './scanner';
import { useMultiT } from './strings';

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
  const lang = useLang();
  const video = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState<AbortController | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [text, setText] = useState('');
  // making the answer takes up to a few seconds (gathering addresses): one code at a time, so a
  // second tap cannot start a second link whose code replaces the first one's
  const [busy, setBusy] = useState(false);
  useEffect(() => () => scanning?.abort(), [scanning]);
  // issue 30: a phone with no camera is not offered one (and so never told it has none); a
  // camera that exists but fails is explained once the person chose it
  const camera = useHasCamera();

  async function submit(code: string) {
    if (busy) return;
    setProblem(null);
    setBusy(true);
    try {
      await onCode(code);
    } catch (e) {
      setProblem(e instanceof ConnectionCodeError ? CODE_ERROR_TEXT[e.kind][lang] : String(e));
    } finally {
      setBusy(false);
    }
  }

  async function scan() {
    const ctl = new AbortController();
    setScanning(ctl);
    setProblem(null);
    try {
      const code = await scanQr(video.current!, ctl.signal);
      setScanning(null);
      await submit(code);
    } catch (e) {
      setScanning(null);
      if (e instanceof CameraError) setProblem(t(e.problem));
    }
  }

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
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit(text);
        }}
      >
        <label htmlFor="multi-paste">{t('pasteLabel')}</label>
        <textarea
          id="multi-paste"
          rows={3}
          value={text}
          spellCheck={false}
          autoCapitalize="characters"
          onChange={(e) => setText(e.target.value)}
        />
        <button
          type="submit"
          className={camera === false ? 'btn btn-primary' : 'btn'}
          disabled={!text.trim() || busy}
        >
          {t('useCode')}
        </button>
        {busy && <output>{t('connecting')}</output>}
      </form>
    </section>
  );
}
