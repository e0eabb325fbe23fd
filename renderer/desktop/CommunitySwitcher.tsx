import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronsUpDown, Laptop, Plus, Server } from 'lucide-react';
import { useId, useState } from 'react';
import type { DesktopCommunity, DesktopCommunityList, KindredDesktopBridge } from '../../shared/desktop-bridge.js';
import { useRefreshCommunities } from './use-desktop-communities.js';

interface CommunitySwitcherProps {
  bridge: KindredDesktopBridge;
  list: DesktopCommunityList;
  active: DesktopCommunity;
  /** "Add another community": show the connect screen. */
  onAdd: () => void;
}

const CommunityIcon = ({ community }: { community: DesktopCommunity }) =>
  community.kind === 'hosted' ? <Laptop aria-hidden size={18} /> : <Server aria-hidden size={18} />;

/**
 * A small control in a corner of the window: which community this window shows, and a popover to
 * switch to another remembered one (the main process loads the window on it), forget one, or add one.
 */
export function CommunitySwitcher({ bridge, list, active, onAdd }: CommunitySwitcherProps) {
  const [open, setOpen] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const titleId = useId();
  const refresh = useRefreshCommunities();

  const act = async (id: string, action: () => Promise<void>) => {
    setBusyId(id);
    setFailed(false);
    try {
      await action();
    } catch (error) {
      console.error('The desktop bridge failed', error);
      setFailed(true);
    } finally {
      setBusyId(null);
    }
  };

  const switchTo = (community: DesktopCommunity) => act(community.id, () => bridge.switchTo(community.id));

  // Forgetting the active community, the main process loads the window on the next one, as for a switch.
  const remove = (community: DesktopCommunity) =>
    act(community.id, async () => {
      await bridge.remove(community.id);
      await refresh();
    });

  const add = () => {
    setOpen(false);
    onAdd();
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button type="button" className="desktop-switcher__trigger">
          <CommunityIcon community={active} />
          <span className="sr-only">Community: </span>
          <span className="desktop-switcher__name">{active.name}</span>
          <ChevronsUpDown aria-hidden size={16} />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="popover desktop-switcher" side="top" align="start" sideOffset={8} aria-labelledby={titleId}>
          <p id={titleId} className="popover__title">
            Communities
          </p>
          <ul className="desktop-switcher__list" aria-labelledby={titleId}>
            {list.communities.map((community) => (
              <li key={community.id} className="desktop-switcher__item" aria-current={community.id === active.id ? 'true' : undefined}>
                <CommunityIcon community={community} />
                <span className="desktop-switcher__label">
                  <span className="desktop-switcher__name">{community.name}</span>
                  <span className="desktop-switcher__url">{community.url}</span>
                </span>
                {community.id === active.id ? (
                  <span className="desktop-switcher__current">
                    <Check aria-hidden size={16} /> Current
                  </span>
                ) : (
                  <button
                    type="button"
                    className="button button--outline desktop-switcher__action"
                    aria-label={`Switch to ${community.name}`}
                    disabled={busyId !== null}
                    onClick={() => void switchTo(community)}
                  >
                    Switch
                  </button>
                )}
                <button
                  type="button"
                  className="link-button desktop-switcher__remove"
                  aria-label={`Remove ${community.name}`}
                  disabled={busyId !== null}
                  onClick={() => void remove(community)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          {failed ? (
            <p role="alert" className="field__error">
              That didn&apos;t work. Please try again.
            </p>
          ) : null}
          <button type="button" className="button button--outline button--block" onClick={add}>
            <Plus aria-hidden size={18} /> Add another community
          </button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
