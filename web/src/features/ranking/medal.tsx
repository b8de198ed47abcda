const COLOURS = [
  { face: '#f5b700', rim: '#c98f00', ribbon: '#1d3fbb' },
  { face: '#c3cad6', rim: '#8d96a7', ribbon: '#1d3fbb' },
  { face: '#d98b4a', rim: '#a8612a', ribbon: '#1d3fbb' },
] as const;

/** A medal for places 1 to 3, drawn rather than an emoji so that it looks the same everywhere. */
export function Medal({ place, label }: { place: 1 | 2 | 3; label: string }) {
  const colour = COLOURS[place - 1] ?? COLOURS[0];
  return (
    <svg viewBox="0 0 32 36" width="32" height="36" role="img" aria-label={label} className="ranking-medal">
      <path d="M9 0h6l3 12h-6zM17 0h6l-3 12h-6z" fill={colour.ribbon} />
      <circle cx="16" cy="23" r="12" fill={colour.face} stroke={colour.rim} strokeWidth="2.5" />
      <text
        x="16"
        y="28"
        textAnchor="middle"
        fontSize="14"
        fontWeight="800"
        fill="#14172b"
        fontFamily="system-ui, sans-serif"
      >
        {place}
      </text>
    </svg>
  );
}
