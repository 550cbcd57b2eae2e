// Draws a connection code as a QR code on a canvas (the CSP allows no data: images).
// lean-qr: a few KB, alphanumeric mode for base32 text, canvas output.
import { useEffect, useRef } from 'react';
import { correction, generate } from 'lean-qr';

export function QrCode({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    generate(text, { minCorrectionLevel: correction.M }).toCanvas(canvas.current, {
      on: [0, 0, 0, 255],
      off: [255, 255, 255, 255],
      pad: 4,
    });
  }, [text]);
  return <canvas ref={canvas} className="multi-qr" role="img" aria-label={label} data-code={text} />;
}
