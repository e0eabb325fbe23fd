import type { LucideIcon } from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

export function FeatureList({ items }: { items: readonly Feature[] }) {
  return (
    <ul className="feature-list">
      {items.map(({ icon: Icon, title, description }) => (
        <li key={title} className="feature-list__item">
          <span className="feature-list__icon" aria-hidden>
            <Icon size={22} />
          </span>
          <div>
            <h2 className="feature-list__title">{title}</h2>
            <p className="feature-list__description">{description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
