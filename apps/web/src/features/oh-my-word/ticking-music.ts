// The hidden timer's music, generated with Web Audio (no sound files, nothing to license).
// A tick-tock on every beat over a four-note bass walk, a little faster the longer a run
// lasts. The tempo follows the time since the timer started, never the time left: the
// deadline is secret (OMW-18), and nobody, the browser included, knows it.
// Loaded with import() the first time it is needed, so it costs nothing until then.

const LOOKAHEAD_S = 0.12;
const SCHEDULE_EVERY_MS = 30;
const BASS = [110, 130.81, 146.83, 130.81]; // A2 C3 D3 C3

export class TickingMusic {
  private readonly ctx: AudioContext;
  private readonly out: GainNode;
  private timer: ReturnType<typeof setInterval> | null = null;
  private nextBeatAt = 0;
  private beat = 0;
  private startedAtMs = 0;

  constructor() {
    this.ctx = new AudioContext();
    this.out = this.ctx.createGain();
    this.out.gain.value = 0.3;
    this.out.connect(this.ctx.destination);
  }

  /** Browsers start audio only after a gesture; call this from one (a click, a key). */
  unlock(): void {
    if (this.ctx.state === "suspended") void this.ctx.resume();
  }

  /** Starts (or keeps) ticking; `startedAtMs` is when the current run began (Date.now clock). */
  play(startedAtMs: number): void {
    this.startedAtMs = startedAtMs;
    if (this.timer !== null) return;
    this.beat = 0;
    this.nextBeatAt = this.ctx.currentTime + 0.05;
    this.timer = setInterval(() => this.schedule(), SCHEDULE_EVERY_MS);
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  close(): void {
    this.stop();
    void this.ctx.close();
  }

  /** Beats per minute: 100 at the start of a run, rising to 160 after a minute. */
  private tempo(): number {
    const elapsed = Math.max(0, Date.now() - this.startedAtMs) / 1000;
    return 100 + Math.min(60, elapsed);
  }

  private schedule(): void {
    while (this.nextBeatAt < this.ctx.currentTime + LOOKAHEAD_S) {
      this.tick(this.nextBeatAt, this.beat % 2 === 0 ? 1900 : 1500);
      if (this.beat % 2 === 0) this.bass(this.nextBeatAt, BASS[(this.beat / 2) % BASS.length] ?? 110);
      this.nextBeatAt += 60 / this.tempo();
      this.beat++;
    }
  }

  private tick(at: number, freq: number): void {
    const osc = this.ctx.createOscillator();
    const gain = this.ctx.createGain();
    osc.type = "triangle";
    osc.frequency.setValueAtTime(freq, at);
    gain.gain.setValueAtTime(0.5, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.04);
    osc.connect(gain).connect(this.out);
    osc.start(at);
    osc.stop(at + 0.05);
  }

  private bass(at: number, freq: number): void {
    const osc = this.ctx.createOscillator();
    const gain = this.ctx.createGain();
    osc.type = "sine";
    osc.frequency.setValueAtTime(freq, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    osc.connect(gain).connect(this.out);
    osc.start(at);
    osc.stop(at + 0.32);
  }
}
