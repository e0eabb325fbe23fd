import { ModerationQueueScreen } from '../../components/admin/ModerationQueueScreen.js';

export function AdminRepliesScreen() {
  return <ModerationQueueScreen kind="replies" />;
}
