import { useAdminActivity, useAdminMessages, useAdminReplies, useAdminStats } from '../../api/admin-requests.js';
import { AdminPage } from '../../components/admin/AdminPage.js';
import { LoadingText } from '../../components/admin/LoadingText.js';
import { ActivityChart } from './ActivityChart.js';
import { CrisisWaiting } from './CrisisWaiting.js';
import { StatCards } from './StatCards.js';

export function AdminDashboardScreen() {
  const stats = useAdminStats();
  const activity = useAdminActivity();
  const messages = useAdminMessages();
  const replies = useAdminReplies();

  return (
    <AdminPage title="Admin Dashboard" description="Overview of platform statistics and pending moderation items">
      {messages.data || replies.data ? <CrisisWaiting messages={messages.data ?? []} replies={replies.data ?? []} /> : null}
      {stats.isPending ? <LoadingText>Loading statistics...</LoadingText> : <StatCards stats={stats.data} />}
      {activity.data ? <ActivityChart days={activity.data.days} /> : null}
    </AdminPage>
  );
}
