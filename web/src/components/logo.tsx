import { messages } from '../messages';
import './logo.css';

/**
 * The product's mark: a speech bubble whose inside is a sound wave, the two things every
 * practice is about (hearing English and answering it). Drawn for this product.
 */
export function LogoMark({ size = 48 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M14 6h36a10 10 0 0 1 10 10v24a10 10 0 0 1-10 10H30l-12 10v-10h-4A10 10 0 0 1 4 40V16A10 10 0 0 1 14 6z"
        fill="#1d3fbb"
      />
      <g stroke="#ffc53d" strokeWidth="5" strokeLinecap="round">
        <path d="M18 24v8" />
        <path d="M26 18v20" />
        <path d="M34 22v12" />
        <path d="M42 15v26" />
        <path d="M50 24v8" />
      </g>
    </svg>
  );
}

/** Mark and name together, as the home page shows them. */
export function Logo() {
  return (
    <span className="logo">
      <LogoMark size={56} />
      <span className="logo-name">{messages.brand}</span>
    </span>
  );
}
