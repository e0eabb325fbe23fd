import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

/** The words of a recording, for members who cannot listen right now; folded away until asked for. */
export function TranscriptToggle({ transcript }: { transcript: string }) {
  const [open, setOpen] = useState(false);
  const transcriptId = useId();

  return (
    <div className="transcript">
      <button
        type="button"
        className="text-button transcript__toggle"
        aria-expanded={open}
        aria-controls={transcriptId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <ChevronDown aria-hidden size={16} className="transcript__chevron" />
        {open ? 'Hide transcript' : 'Show transcript'}
      </button>
      {open ? (
        <p id={transcriptId} className="transcript__text">
          {transcript}
        </p>
      ) : null}
    </div>
  );
}
