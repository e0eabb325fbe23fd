import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED } from '../../shared/constants.js';
import { useCurrentUser } from '../api/current-user.js';
import { PATHS } from '../routing/paths.js';
import { BackLink } from './BackLink.js';

/** Readable by anyone: back leads a member to their profile, a visitor to the auth screen that linked here. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const isMember = Boolean(useCurrentUser().data);

  return (
    <main className="page legal-page">
      <BackLink to={isMember ? PATHS.profile : PATHS.welcome} label="Back" />
      <article className="legal-page__article">
        <h1 className="page__title">{title}</h1>
        <p className="legal-page__updated">Last updated: {LEGAL_LAST_UPDATED}</p>
        {children}
      </article>
    </main>
  );
}
