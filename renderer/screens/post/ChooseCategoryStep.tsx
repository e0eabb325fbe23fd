import { Mic, PenLine } from 'lucide-react';
import { useId } from 'react';
import { CATEGORY_LABELS, MESSAGE_CATEGORIES, type MessageCategory } from '../../../shared/constants.js';

export type PostMode = 'voice' | 'text';

interface ChooseCategoryStepProps {
  category: MessageCategory;
  onCategoryChange: (category: MessageCategory) => void;
  onChooseMode: (mode: PostMode) => void;
  /** Coming back from a step: focus returns to the button that led there. */
  focusModeChoice: PostMode | null;
}

/** Step 1 of posting: pick a category and how to share. */
export function ChooseCategoryStep({ category, onCategoryChange, onChooseMode, focusModeChoice }: ChooseCategoryStepProps) {
  const radioName = useId();
  const modeTitleId = useId();

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
              onChange={() => onCategoryChange(option)}
            />
            <span>{CATEGORY_LABELS[option]}</span>
          </label>
        ))}
      </fieldset>

      <section className="choice-group" aria-labelledby={modeTitleId}>
        <h2 id={modeTitleId} className="choice-group__legend">
          How would you like to share?
        </h2>
        <div className="mode-buttons">
          <button
            type="button"
            className="mode-button"
            onClick={() => onChooseMode('voice')}
            autoFocus={focusModeChoice === 'voice'}
          >
            <Mic aria-hidden size={28} />
            Voice Message
          </button>
          <button
            type="button"
            className="mode-button"
            onClick={() => onChooseMode('text')}
            autoFocus={focusModeChoice === 'text'}
          >
            <PenLine aria-hidden size={28} />
            Text Message
          </button>
        </div>
      </section>
    </div>
  );
}
