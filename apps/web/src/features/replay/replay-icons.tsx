// The step controls' icons, drawn rather than typed: "⏮" and "⏭" are missing from some
// systems' fonts, and on a phone the icons stand alone (the words go to screen readers).

type Shape = "start" | "back" | "play" | "pause" | "step" | "end";

const SHAPES: Record<Shape, string> = {
  start: "M6 5h2v14H6zM19 5v14L9 12z",
  back: "M17 5v14L6 12z",
  play: "M7 5v14l11-7z",
  pause: "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z",
  step: "M7 5v14l11-7z",
  end: "M16 5h2v14h-2zM5 5v14l10-7z",
};

export function ReplayIcon({ shape }: { readonly shape: Shape }) {
  return (
    <svg aria-hidden="true" width={16} height={16} viewBox="0 0 24 24" className="inline-block shrink-0">
      <path d={SHAPES[shape]} fill="currentColor" />
    </svg>
  );
}
