import { CATEGORY_LABELS, FEED_CATEGORIES, type FeedCategory } from '../../../shared/constants.js';

interface CategoryChipsProps {
  selected: FeedCategory;
  onSelect: (category: FeedCategory) => void;
}

export function CategoryChips({ selected, onSelect }: CategoryChipsProps) {
  return (
    <div className="chips" role="group" aria-label="Categories">
      {FEED_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          className="chip"
          aria-pressed={category === selected}
          onClick={() => onSelect(category)}
        >
          {CATEGORY_LABELS[category]}
        </button>
      ))}
    </div>
  );
}
