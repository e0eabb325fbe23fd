import { Users } from 'lucide-react';
import { AdminPage } from '../../components/AdminPage.js';

export function AdminUsersScreen() {
  return (
    <AdminPage
      icon={Users}
      title="User Management"
      description="Manage user roles and permissions"
      placeholder="Members and their admin and premium status are listed on this page."
    />
  );
}
