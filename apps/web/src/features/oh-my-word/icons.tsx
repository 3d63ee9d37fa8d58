// Small inline icons (decorative: every use sits next to words that say the same).

const common = {
  width: 18,
  height: 18,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function BagIcon() {
  return (
    <svg aria-hidden="true" {...common} className="inline-block shrink-0">
      <path d="M8 7c0-2 1.8-4 4-4s4 2 4 4" />
      <path d="M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8Z" />
    </svg>
  );
}

export function SoundIcon({ muted }: { readonly muted: boolean }) {
  return (
    <svg aria-hidden="true" {...common} className="inline-block shrink-0">
      <path d="M4 9h4l5-4v14l-5-4H4Z" />
      {muted ? <path d="m17 9 5 6m0-6-5 6" /> : <path d="M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12" />}
    </svg>
  );
}

export function DirectionIcon({ direction }: { readonly direction: 1 | -1 }) {
  return (
    <svg
      aria-hidden="true"
      {...common}
      className={`inline-block shrink-0 ${direction === -1 ? "-scale-x-100" : ""}`}
    >
      <path d="M20 12a8 8 0 1 1-2.3-5.6" />
      <path d="M20 4v5h-5" />
    </svg>
  );
}

export function BellIcon({ off }: { readonly off: boolean }) {
  return (
    <svg aria-hidden="true" {...common} className="inline-block shrink-0">
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15Z" />
      <path d="M10 21h4" />
      {off ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/** A bot's seat: a small robot head. */
export function BotIcon() {
  return (
    <svg aria-hidden="true" {...common} className="inline-block shrink-0">
      <rect x="5" y="8" width="14" height="11" rx="3" />
      <path d="M12 8V4M9 13h.01M15 13h.01M9.5 16.5h5" />
    </svg>
  );
}

/** Reverse: two arrows, one each way. */
export function ReverseIcon() {
  return (
    <svg aria-hidden="true" {...common} width={26} height={26} className="inline-block shrink-0">
      <path d="M4 9h14l-3-3M20 15H6l3 3" />
    </svg>
  );
}
