import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

/** The quiet zone around a code, in modules, as scanners expect. */
const QUIET = 4;

/** A QR code of `text`, drawn as one SVG path (lean-qr, MIT): sharp at any print size. */
export function QrCode({ text, label, size = 144 }: { text: string; label: string; size?: number }) {
  const code = generate(text);
  const side = code.size + QUIET * 2;
  return (
    <svg
      className="academy-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`-${QUIET} -${QUIET} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={toSvgPath(code)} fill="#000" />
    </svg>
  );
}
