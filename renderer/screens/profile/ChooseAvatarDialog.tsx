import * as Dialog from '@radix-ui/react-dialog';
import { Smile } from 'lucide-react';
import { useState } from 'react';
import { AVATARS } from '../../../shared/constants.js';
import { displayName } from '../../../shared/display.js';
import type { CurrentUser } from '../../../shared/schemas/user.js';
import { useChooseAvatar } from '../../api/profile.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { toast } from '../../stores/toast-store.js';

type Avatar = (typeof AVATARS)[number];

/** Choosing an animal sets both the avatar and the username (spec §1, §3). */
export function ChooseAvatarDialog({ member }: { member: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const choice = useChooseAvatar();

  // The dialog closes either way, so the toast that follows is not hidden behind the modal.
  const choose = (avatar: Avatar) =>
    choice.mutate(
      { avatar: avatar.emoji, username: avatar.username },
      {
        onSuccess: (updated) => {
          setOpen(false);
          toast({ title: 'Profile updated', description: `You now appear as ${displayName(updated)}.` });
        },
        onError: (error) => {
          setOpen(false);
          toast({ title: 'Failed to update avatar', description: describeRequestError(error), variant: 'destructive' });
        },
      },
    );

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--outline">
          <Smile aria-hidden size={18} />
          Choose Avatar
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog__title">Choose Avatar</Dialog.Title>
          <Dialog.Description className="dialog__description">
            Your animal is also your name in the community.
          </Dialog.Description>
          <ul className="avatar-grid">
            {AVATARS.map((avatar) => (
              <li key={avatar.emoji}>
                <button
                  type="button"
                  className="avatar-choice"
                  aria-pressed={member.profileImageUrl === avatar.emoji}
                  disabled={choice.isPending}
                  onClick={() => choose(avatar)}
                >
                  <span className="avatar-choice__emoji" aria-hidden>
                    {avatar.emoji}
                  </span>
                  <span className="avatar-choice__name">{avatar.username}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="button button--outline">
                Cancel
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
