import { LayoutDashboard } from 'lucide-react';
import { AdminPage } from '../../components/AdminPage.js';

export function AdminDashboardScreen() {
  return (
    <AdminPage
      icon={LayoutDashboard}
      title="Admin Dashboard"
      description="Overview of platform statistics and pending moderation items"
      placeholder="Community totals and the items waiting for review are listed on this page."
    />
  );
}
