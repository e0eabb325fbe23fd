import * as Popover from '@radix-ui/react-popover';
import { Ban, Ellipsis, EyeOff, Flag, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { IconTooltip } from '../IconTooltip.js';

export interface MessageMenuActions {
  onReport: () => void;
  onHide: () => void;
  onBlockUser: () => void;
}

const MENU_LABEL = 'Message options';

export function MessageMenu({ onReport, onHide, onBlockUser }: MessageMenuActions) {
  const [open, setOpen] = useState(false);
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <IconTooltip label={MENU_LABEL}>
        <Popover.Trigger asChild>
          <button type="button" className="icon-button icon-button--quiet" aria-label={MENU_LABEL}>
            <Ellipsis aria-hidden size={20} />
          </button>
        </Popover.Trigger>
      </IconTooltip>
      <Popover.Portal>
        <Popover.Content className="popover menu" align="end" sideOffset={4} aria-label={MENU_LABEL}>
          <ul className="menu__list">
            <MenuItem icon={Flag} label="Report" onSelect={choose(onReport)} />
            <MenuItem icon={EyeOff} label="Hide" onSelect={choose(onHide)} />
            <MenuItem icon={Ban} label="Block User" onSelect={choose(onBlockUser)} />
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function MenuItem({ icon: Icon, label, onSelect }: { icon: LucideIcon; label: string; onSelect: () => void }) {
  return (
    <li>
      <button type="button" className="menu__item" onClick={onSelect}>
        <Icon aria-hidden size={18} />
        {label}
      </button>
    </li>
  );
}
