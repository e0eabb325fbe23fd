interface VoiceClipProps {
  audioUrl: string | null;
  audioDuration: number | null;
  transcript: string | null;
}

/** The recording as the member made it, its length, and what the kindness check read from it. */
export function VoiceClip({ audioUrl, audioDuration, transcript }: VoiceClipProps) {
  return (
    <div className="voice-clip">
      {audioUrl ? <audio controls preload="none" src={audioUrl} className="voice-clip__player" /> : null}
      {audioDuration !== null ? <p className="admin-card__muted">Duration: {Math.round(audioDuration)}s</p> : null}
      <p className="message-body__transcript">
        <span className="message-body__transcript-label">Transcript</span>
        {transcript ?? 'Not transcribed yet'}
      </p>
    </div>
  );
}
