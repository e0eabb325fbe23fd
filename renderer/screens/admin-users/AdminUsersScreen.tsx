import { Users } from 'lucide-react';
import { useAdminUsers, useSetUserFlag } from '../../api/admin-requests.js';
import { AdminPage } from '../../components/admin/AdminPage.js';
import { toastAdminError, toastAdminSuccess } from '../../components/admin/admin-toasts.js';
import { LoadingText } from '../../components/admin/LoadingText.js';
import { EmptyState } from '../../components/EmptyState.js';
import { UserCard } from './UserCard.js';

export function AdminUsersScreen() {
  const users = useAdminUsers();
  const setAdmin = useSetUserFlag('admin');
  const setPremium = useSetUserFlag('premium');
  const changing = (userId: string) =>
    [setAdmin, setPremium].some((mutation) => mutation.isPending && mutation.variables?.userId === userId);

  const feedback = (success: string) => ({
    onSuccess: () => toastAdminSuccess(success),
    onError: () => toastAdminError('Failed to update user'),
  });

  return (
    <AdminPage title="User Management" description="Manage user roles and permissions">
      {users.isPending ? <LoadingText>Loading users...</LoadingText> : null}
      {users.isError ? <p className="field__error">Failed to load users</p> : null}
      {users.data?.length === 0 ? <EmptyState icon={Users} title="No users found" description="Members appear here once they sign up." /> : null}
      {users.data && users.data.length > 0 ? (
        <ul className="admin-grid">
          {users.data.map((user) => (
            <UserCard
              key={user.id}
              user={user}
              busy={changing(user.id)}
              onToggleAdmin={() =>
                setAdmin.mutate({ userId: user.id, value: user.isAdmin ? 0 : 1 }, feedback('User admin status updated'))
              }
              onTogglePremium={() =>
                setPremium.mutate({ userId: user.id, value: user.isPremium ? 0 : 1 }, feedback('User premium status updated'))
              }
            />
          ))}
        </ul>
      ) : null}
    </AdminPage>
  );
}
