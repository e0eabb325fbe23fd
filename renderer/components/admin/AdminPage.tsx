import type { ReactNode } from 'react';

interface AdminPageProps {
  title: string;
  description: string;
  /** Buttons beside the title, e.g. "Create Badge". */
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div className="admin-page__heading">
          <h1 className="page__title">{title}</h1>
          <p className="page__description">{description}</p>
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}
