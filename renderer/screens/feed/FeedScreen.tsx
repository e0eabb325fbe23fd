import { useState } from 'react';
import type { FeedCategory } from '../../../shared/constants.js';
import { Logo } from '../../components/Logo.js';
import { CategoryChips } from './CategoryChips.js';
import { FeedMessages } from './FeedMessages.js';
import { NotificationBell } from './NotificationBell.js';
import { UPCOMING_MESSAGE_ACTIONS } from './upcoming-message-actions.js';

export function FeedScreen() {
  const [category, setCategory] = useState<FeedCategory>('all');

  return (
    <div className="page feed">
      <header className="app-header">
        <Logo withName />
        <NotificationBell />
      </header>
      <h1 className="sr-only">Home</h1>
      <CategoryChips selected={category} onSelect={setCategory} />
      <FeedMessages category={category} actions={UPCOMING_MESSAGE_ACTIONS} />
    </div>
  );
}
