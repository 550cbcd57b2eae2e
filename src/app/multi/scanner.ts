// Reads a QR code from the camera: the native BarcodeDetector where the browser has it
// (Android Chrome, Safari), else jsQR on canvas frames (loaded only then). Camera failures
// come back as a reason the screen tells the person, who can paste the code instead.
import jsQrUrl from 'jsqr/dist/jsQR.js?url';

type CameraProblem = 'camera-insecure' | 'camera-refused' | 'camera-missing' | 'camera-failed';

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
  }
}

type JsQr = typeof import('jsqr').default;

/**
 * jsQR ships only as a UMD script: loading it as a file of its own (allowed by the CSP's
 * script-src 'self') keeps the bundler's CommonJS helpers out of the initial chunk.
 */
function loadJsQr(): Promise<JsQr> {
  const w = window as { jsQR?: JsQr };
  if (w.jsQR) return Promise.resolve(w.jsQR);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = jsQrUrl;
    script.onload = () => (w.jsQR ? resolve(w.jsQR) : reject(new Error('jsQR did not load')));
    script.onerror = () => reject(new Error('jsQR did not load'));
    document.head.append(script);
  });
}

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

async function detector(): Promise<
  (video: HTMLVideoElement, ctx: CanvasRenderingContext2D) => Promise<string | null>
> {
  const Native = (globalThis as { BarcodeDetector?: new (o: { formats: string[] }) => Detector })
    .BarcodeDetector;
  if (Native) {
    const d = new Native({ formats: ['qr_code'] });
    return async (video) => (await d.detect(video))[0]?.rawValue ?? null;
  }
  const jsQR = await loadJsQr();
  return async (video, ctx) => {
    const { videoWidth: w, videoHeight: h } = video;
    if (!w || !h) return null;
    ctx.canvas.width = w;
    ctx.canvas.height = h;
    ctx.drawImage(video, 0, 0, w, h);
    return jsQR(ctx.getImageData(0, 0, w, h).data, w, h, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** Starts the camera into `video` and resolves with the first code read; `stop()` ends it. */
export async function scanQr(video: HTMLVideoElement, signal: AbortSignal): Promise<string> {
  if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia)
    throw new CameraError('camera-insecure');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'environment' },
      audio: false,
    });
  } catch (e) {
    const name = (e as DOMException).name;
    throw new CameraError(
      name === 'NotAllowedError' || name === 'SecurityError'
        ? 'camera-refused'
        : name === 'NotFoundError' || name === 'OverconstrainedError'
          ? 'camera-missing'
          : 'camera-failed',
    );
  }
  try {
    video.srcObject = stream;
    await video.play();
    const read = await detector();
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    while (!signal.aborted) {
      const text = await read(video, ctx).catch(() => null);
      if (text) return text;
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new DOMException('stopped', 'AbortError');
  } finally {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  }
}
