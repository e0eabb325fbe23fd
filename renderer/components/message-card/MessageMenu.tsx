import * as Popover from '@radix-ui/react-popover';
import { Ban, Ellipsis, EyeOff, Flag, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { SafetySubject } from '../../../shared/schemas/safety.js';
import { IconTooltip } from '../IconTooltip.js';
import type { SafetyActions } from './safety-actions.js';

interface MessageMenuProps {
  /** The message or reply the menu acts on; never one's own (the caller leaves the menu out). */
  subject: SafetySubject;
  safety: SafetyActions;
  /** The menu button's name, e.g. "Message options" or "Reply options". */
  label: string;
}

/** Report, Hide and Block User, on a message card or a reply. */
export function MessageMenu({ subject, safety, label }: MessageMenuProps) {
  const [open, setOpen] = useState(false);
  const choose = (action: (chosen: SafetySubject) => void) => () => {
    setOpen(false);
    action(subject);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <IconTooltip label={label}>
        <Popover.Trigger asChild>
          <button type="button" className="icon-button icon-button--quiet" aria-label={label}>
            <Ellipsis aria-hidden size={20} />
          </button>
        </Popover.Trigger>
      </IconTooltip>
      <Popover.Portal>
        <Popover.Content className="popover menu" align="end" sideOffset={4} aria-label={label}>
          <ul className="menu__list">
            <MenuItem icon={Flag} label="Report" onSelect={choose(safety.report)} />
            <MenuItem icon={EyeOff} label="Hide" onSelect={choose(safety.hide)} />
            <MenuItem icon={Ban} label="Block User" onSelect={choose(safety.block)} />
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
