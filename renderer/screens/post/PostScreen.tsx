import { Mic, PenLine } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CATEGORY_LABELS,
  DEFAULT_POST_CATEGORY,
  MESSAGE_CATEGORIES,
  type MessageCategory,
} from '../../../shared/constants.js';

/** Step 1 of posting: pick a category and how to share. The voice and text steps follow in a later issue. */
export function PostScreen() {
  const [category, setCategory] = useState<MessageCategory>(DEFAULT_POST_CATEGORY);
  const radioName = useId();
  const noteId = useId();

  return (
    <div className="page post">
      <header className="page__header">
        <h1 className="page__title">Share your thoughts</h1>
        <p className="page__description">Every message is checked for kindness before it is shared.</p>
      </header>

      <fieldset className="choice-group">
        <legend className="choice-group__legend">Choose a category</legend>
        {MESSAGE_CATEGORIES.map((option) => (
          <label key={option} className="choice-card">
            <input
              type="radio"
              name={radioName}
              value={option}
              checked={category === option}
              onChange={() => setCategory(option)}
            />
            <span>{CATEGORY_LABELS[option]}</span>
          </label>
        ))}
      </fieldset>

      <section className="choice-group" aria-labelledby={`${noteId}-title`}>
        <h2 id={`${noteId}-title`} className="choice-group__legend">
          How would you like to share?
        </h2>
        <div className="mode-buttons">
          <button type="button" className="mode-button" disabled aria-describedby={noteId}>
            <Mic aria-hidden size={28} />
            Voice Message
          </button>
          <button type="button" className="mode-button" disabled aria-describedby={noteId}>
            <PenLine aria-hidden size={28} />
            Text Message
          </button>
        </div>
        <p id={noteId} className="hint">
          Recording and writing messages open in the next update of this community.
        </p>
      </section>
    </div>
  );
}
