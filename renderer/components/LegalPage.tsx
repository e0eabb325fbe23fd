import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED } from '../../shared/constants.js';
import { PATHS } from '../routing/paths.js';
import { BackLink } from './BackLink.js';

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="page legal-page">
      <BackLink to={PATHS.profile} label="Back" />
      <article className="legal-page__article">
        <h1 className="page__title">{title}</h1>
        <p className="legal-page__updated">Last updated: {LEGAL_LAST_UPDATED}</p>
        {children}
      </article>
    </main>
  );
}
