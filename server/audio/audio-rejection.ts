/** Why an upload cannot become a voice message; the voice domain turns each into a sentence for the member. */
export type AudioProblem = 'missing' | 'tooLarge' | 'tooManyFiles' | 'tooManyFields' | 'notAudio' | 'broken' | 'tooLong' | 'silent';

export class AudioRejection extends Error {
  constructor(
    readonly problem: AudioProblem,
    detail?: string,
  ) {
    super(detail ? `${problem}: ${detail}` : problem);
    this.name = 'AudioRejection';
  }
}
