// Reading the other phone's code (ReadCode): from the camera (scanQr into the video) or as text;
// one code at a time, and the reason a code or the camera failed.
import { useEffect, useRef, useState } from 'react';
import { CODE_ERROR_TEXT, ConnectionCodeError } from '../../kit/net/connectionCode';
import { useLang } from '../../i18n/useT';
import { CameraError, scanQr } from './scanner';
import { useMultiT } from './strings';

export function useCodeReader(onCode: (code: string) => Promise<void>) {
  const t = useMultiT();
  const lang = useLang();
  const video = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState<AbortController | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // making the answer takes up to a few seconds (gathering addresses): one code at a time, so a
  // second tap cannot start a second link whose code replaces the first one's
  const [busy, setBusy] = useState(false);
  useEffect(() => () => scanning?.abort(), [scanning]);

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

  return { video, scanning, problem, busy, submit, scan };
}
