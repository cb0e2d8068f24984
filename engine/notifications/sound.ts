import chime from './chime.wav?no-inline';

/** A short chime for an arriving notification; silent when the browser blocks autoplay. */
export function playChime(): void {
  try {
    const audio = new Audio(chime);
    audio.volume = 0.6;
    void audio.play().catch(() => undefined);
  } catch {
    // No audio in this browser: the toast and the badge still say it.
  }
}
