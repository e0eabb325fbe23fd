import { MessageSquare } from 'lucide-react';
import { AdminPage } from '../../components/AdminPage.js';

export function AdminMessagesScreen() {
  return (
    <AdminPage
      icon={MessageSquare}
      title="Message Moderation"
      description="Review and moderate user messages"
      placeholder="Messages grouped by moderation status are listed on this page."
    />
  );
}
