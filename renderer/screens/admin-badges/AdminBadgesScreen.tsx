import { useBadges, useDeleteBadge } from '../../api/badges.js';
import { AdminPage } from '../../components/admin/AdminPage.js';
import { toastAdminError, toastAdminSuccess } from '../../components/admin/admin-toasts.js';
import { LoadingText } from '../../components/admin/LoadingText.js';
import { BadgeCard } from './BadgeCard.js';
import { CreateBadgeDialog } from './CreateBadgeDialog.js';

export function AdminBadgesScreen() {
  const badges = useBadges();
  const deletion = useDeleteBadge();

  const deleteBadge = (badgeId: string) =>
    deletion.mutate(badgeId, {
      onSuccess: () => toastAdminSuccess('Badge deleted successfully'),
      onError: () => toastAdminError('Failed to delete badge'),
    });

  return (
    <AdminPage title="Badge Management" description="Create and manage platform badges" actions={<CreateBadgeDialog />}>
      {badges.isPending ? <LoadingText>Loading badges...</LoadingText> : null}
      {badges.data?.length === 0 ? <p className="admin-empty">No badges found. Create your first badge!</p> : null}
      {badges.data && badges.data.length > 0 ? (
        <ul className="admin-grid">
          {badges.data.map((badge) => (
            <BadgeCard
              key={badge.id}
              badge={badge}
              busy={deletion.isPending && deletion.variables === badge.id}
              onDelete={() => deleteBadge(badge.id)}
            />
          ))}
        </ul>
      ) : null}
    </AdminPage>
  );
}
