import { CATEGORY_LABELS, FEED_CATEGORIES, type FeedCategory } from '../../../shared/constants.js';

interface CategoryChipsProps {
  selected: FeedCategory;
  onSelect: (category: FeedCategory) => void;
  /** The first chip's label: "My Feed" for a member; a visitor has no feed of their own. */
  allLabel?: string;
}

export function CategoryChips({ selected, onSelect, allLabel = CATEGORY_LABELS.all }: CategoryChipsProps) {
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
          {category === 'all' ? allLabel : CATEGORY_LABELS[category]}
        </button>
      ))}
    </div>
  );
}
