import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import { IconTooltip } from '../../components/IconTooltip.js';

/** The bell's place in the header; the notification list itself arrives with the notifications issue. */
export function NotificationBell() {
  return (
    <Popover.Root>
      <IconTooltip label="Notifications">
        <Popover.Trigger asChild>
          <button type="button" className="icon-button" aria-label="Notifications">
            <Bell aria-hidden size={22} />
          </button>
        </Popover.Trigger>
      </IconTooltip>
      <Popover.Portal>
        <Popover.Content className="popover" align="end" sideOffset={8}>
          <p className="popover__title">Notifications</p>
          <p className="popover__text">Nothing new right now.</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
