import { Mic } from 'lucide-react';
import { AdminPage } from '../../components/AdminPage.js';

export function AdminRepliesScreen() {
  return (
    <AdminPage
      icon={Mic}
      title="Reply Moderation"
      description="Review and moderate user replies"
      placeholder="Voice replies grouped by moderation status are listed on this page."
    />
  );
}
