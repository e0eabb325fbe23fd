import type { ReactNode } from 'react';
import { CATEGORY_LABELS, type MessageCategory } from '../../../shared/constants.js';
import { BackButton } from '../../components/BackButton.js';

interface PostStepLayoutProps {
  title: string;
  category: MessageCategory;
  onBack: () => void;
  /** Back is disabled while a message is on its way, so nothing is left half-sent. */
  isSending: boolean;
  children: ReactNode;
}

/** The frame both ways of posting share: back, the step's title and the chosen category. */
export function PostStepLayout({ title, category, onBack, isSending, children }: PostStepLayoutProps) {
  return (
    <div className="page post">
      <div className="post__top-bar">
        <BackButton onClick={onBack} disabled={isSending} />
      </div>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__description">Sharing in {CATEGORY_LABELS[category]}</p>
      </header>
      {children}
    </div>
  );
}
