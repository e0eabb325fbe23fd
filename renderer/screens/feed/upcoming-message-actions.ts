import type { MessageCardActions } from '../../components/message-card/MessageCard.js';
import { toast } from '../../stores/toast-store.js';

const comingSoon = (description: string) => () => {
  toast({ title: 'Coming soon', description });
};

/** Until replies, voice replies and the safety tools arrive, each card action says so gently instead of doing nothing. */
export const UPCOMING_MESSAGE_ACTIONS: MessageCardActions = {
  onReplies: comingSoon('Listening to replies opens in the next update of this community.'),
  onReply: comingSoon('Replying with your voice opens in the next update of this community.'),
  onReport: comingSoon('Reporting a message opens in the next update of this community.'),
  onHide: comingSoon('Hiding a message opens in the next update of this community.'),
  onBlockUser: comingSoon('Blocking a member opens in the next update of this community.'),
};
