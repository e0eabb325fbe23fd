import { ModerationQueueScreen } from '../../components/admin/ModerationQueueScreen.js';

export function AdminMessagesScreen() {
  return <ModerationQueueScreen kind="messages" />;
}
