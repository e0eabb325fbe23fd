import { MessageCircleHeart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { FeedCategory } from '../../../shared/constants.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Logo } from '../../components/Logo.js';
import { PATHS } from '../../routing/paths.js';
import { CategoryChips } from './CategoryChips.js';
import { NotificationBell } from './NotificationBell.js';

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
      <EmptyState
        icon={MessageCircleHeart}
        title="No messages yet"
        description="Be the first to share what's on your mind. Someone out there may be feeling the same way."
      >
        <Link to={PATHS.post} className="button button--primary">
          Share your thoughts
        </Link>
      </EmptyState>
    </div>
  );
}
