// Only one product-card video plays at a time (docs/product.md#product-cards): starting one stops the one playing.
export interface CardVideoPlayer {
  /** A forced stop: pause and rewind to the start. */
  stop(): void;
}

let playing: CardVideoPlayer | null = null;

export function startPlaying(player: CardVideoPlayer): void {
  if (playing && playing !== player) playing.stop();
  playing = player;
}

export function stopPlaying(player: CardVideoPlayer): void {
  if (playing === player) playing = null;
}
