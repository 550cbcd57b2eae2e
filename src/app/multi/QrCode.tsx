// Draws a connection code as a QR code on a canvas (the CSP allows no data: images).
// lean-qr: a few KB, alphanumeric mode for base32 text, canvas output.
import { useEffect, useRef } from 'react';
import { correction, generate } from 'lean-qr';
import { useUncoveredScreen } from '../../kit/privacy';

export function QrCode({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // another phone's camera is reading it: no toast or banner may cover it meanwhile
  useUncoveredScreen();
  useEffect(() => {
    if (!canvas.current?.getContext('2d')) return; // no 2D canvas: the code's text beside it still works
    generate(text, { minCorrectionLevel: correction.M }).toCanvas(canvas.current, {
      on: [0, 0, 0, 255],
      off: [255, 255, 255, 255],
      pad: 4,
    });
  }, [text]);
  return <canvas ref={canvas} className="multi-qr" role="img" aria-label={label} data-code={text} />;
}
