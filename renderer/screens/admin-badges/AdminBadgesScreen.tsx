import { Award } from 'lucide-react';
import { AdminPage } from '../../components/AdminPage.js';

export function AdminBadgesScreen() {
  return (
    <AdminPage
      icon={Award}
      title="Badge Management"
      description="Create and manage platform badges"
      placeholder="The community's badges are listed on this page."
    />
  );
}
