let playingNow: HTMLMediaElement | null = null;

/** Starts `media` and pauses whichever recording was playing, so two voices never talk over each other. */
export function playExclusively(media: HTMLMediaElement): Promise<void> {
  if (playingNow && playingNow !== media && !playingNow.paused) playingNow.pause();
  playingNow = media;
  return media.play();
}
