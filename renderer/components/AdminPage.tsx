import type { LucideIcon } from 'lucide-react';

interface AdminPageProps {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Neutral text for the body until the page's tools are built. */
  placeholder: string;
}

export function AdminPage({ title, description, icon: Icon, placeholder }: AdminPageProps) {
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__description">{description}</p>
      </header>
      <div className="card admin-page__placeholder">
        <Icon aria-hidden size={28} />
        <p>{placeholder}</p>
      </div>
    </div>
  );
}
