import type { MessageCardActions } from '../../components/message-card/MessageCard.js';
import { toast } from '../../stores/toast-store.js';

const comingSoon = (description: string) => () => {
  toast({ title: 'Coming soon', description });
};

type SafetyActions = Pick<MessageCardActions, 'onReport' | 'onHide' | 'onBlockUser'>;

/** Until the safety tools arrive, each of these card actions says so gently instead of doing nothing. */
export const UPCOMING_MESSAGE_ACTIONS: SafetyActions = {
  onReport: comingSoon('Reporting a message opens in the next update of this community.'),
  onHide: comingSoon('Hiding a message opens in the next update of this community.'),
  onBlockUser: comingSoon('Blocking a member opens in the next update of this community.'),
};
