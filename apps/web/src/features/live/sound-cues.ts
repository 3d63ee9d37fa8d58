// Short sound effects for both tables, generated with Web Audio (no files, nothing to
// license). Loaded with import() on first use; the player's one sound switch gates them.

export type Cue = "draw" | "pass" | "reverse" | "cover" | "buy" | "sell" | "coin" | "time" | "win" | "end";

type Note = {
  readonly f: number;
  readonly at: number;
  readonly len: number;
  readonly type?: OscillatorType;
  readonly gain?: number;
};

// Each cue as a few notes: seconds from now, frequencies in Hz.
const CUES: Record<Cue, readonly Note[]> = {
  draw: [
    { f: 660, at: 0, len: 0.06, type: "triangle" },
    { f: 880, at: 0.05, len: 0.07, type: "triangle" },
  ],
  pass: [
    { f: 392, at: 0, len: 0.08, type: "sine" },
    { f: 294, at: 0.06, len: 0.1, type: "sine" },
  ],
  reverse: [
    { f: 523, at: 0, len: 0.07, type: "square", gain: 0.4 },
    { f: 392, at: 0.07, len: 0.07, type: "square", gain: 0.4 },
    { f: 523, at: 0.14, len: 0.1, type: "square", gain: 0.4 },
  ],
  cover: [{ f: 196, at: 0, len: 0.09, type: "triangle" }],
  buy: [
    { f: 988, at: 0, len: 0.05, type: "square", gain: 0.3 },
    { f: 1319, at: 0.05, len: 0.09, type: "square", gain: 0.3 },
  ],
  sell: [
    { f: 784, at: 0, len: 0.07, type: "triangle" },
    { f: 988, at: 0.07, len: 0.07, type: "triangle" },
    { f: 1319, at: 0.14, len: 0.14, type: "triangle" },
  ],
  coin: [{ f: 1568, at: 0, len: 0.05, type: "square", gain: 0.25 }],
  // A time limit ran out: a falling two-tone buzz, low and long so it is nothing like a move.
  time: [
    { f: 440, at: 0, len: 0.4, type: "square", gain: 0.45 },
    { f: 330, at: 0.22, len: 0.4, type: "square", gain: 0.45 },
  ],
  win: [
    { f: 523, at: 0, len: 0.12, type: "triangle" },
    { f: 659, at: 0.12, len: 0.12, type: "triangle" },
    { f: 784, at: 0.24, len: 0.12, type: "triangle" },
    { f: 1047, at: 0.36, len: 0.35, type: "triangle" },
  ],
  end: [
    { f: 440, at: 0, len: 0.15, type: "sine" },
    { f: 349, at: 0.15, len: 0.25, type: "sine" },
  ],
};

export class SoundCues {
  private readonly ctx = new AudioContext();
  private readonly out: GainNode;

  constructor() {
    this.out = this.ctx.createGain();
    this.out.gain.value = 0.25;
    this.out.connect(this.ctx.destination);
  }

  unlock(): void {
    if (this.ctx.state === "suspended") void this.ctx.resume();
  }

  play(cue: Cue): void {
    if (this.ctx.state !== "running") return;
    const t0 = this.ctx.currentTime + 0.01;
    for (const n of CUES[cue]) {
      const osc = this.ctx.createOscillator();
      const gain = this.ctx.createGain();
      osc.type = n.type ?? "sine";
      osc.frequency.value = n.f;
      const start = t0 + n.at;
      gain.gain.setValueAtTime(0, start);
      gain.gain.linearRampToValueAtTime(n.gain ?? 0.6, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.001, start + n.len);
      osc.connect(gain).connect(this.out);
      osc.start(start);
      osc.stop(start + n.len + 0.02);
    }
  }
}
