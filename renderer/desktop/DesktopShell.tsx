import { useState, type ReactNode } from 'react';
import type { KindredDesktopBridge } from '../../shared/desktop-bridge.js';
import { reloadPage } from '../api/browser-location.js';
import { ConnectionProblemScreen } from '../screens/connection-problem/ConnectionProblemScreen.js';
import { LoadingScreen } from '../screens/loading/LoadingScreen.js';
import { CommunitySwitcher } from './CommunitySwitcher.js';
import { ConnectScreen } from './ConnectScreen.js';
import { UnreadCountReporter } from './UnreadCountReporter.js';
import { activeCommunity, useDesktopCommunities, useRefreshCommunities } from './use-desktop-communities.js';
import './desktop.css';

interface DesktopShellProps {
  bridge: KindredDesktopBridge;
  /** The app itself, shown once a community is active: its relative /api paths reach that community. */
  children: ReactNode;
}

/** Inside the desktop app: the first-launch screen until a community is active, then the app with a switcher. */
export function DesktopShell({ bridge, children }: DesktopShellProps) {
  const communities = useDesktopCommunities(bridge);
  const refresh = useRefreshCommunities();
  const [adding, setAdding] = useState(false);

  if (communities.isPending) return <LoadingScreen />;
  if (communities.isError) return <ConnectionProblemScreen onRetry={() => void communities.refetch()} />;

  const active = activeCommunity(communities.data);
  if (!active || adding) {
    // A first community: nothing was loaded yet, so the app can start on it at once. Another one:
    // what this window holds belongs to the previous community, so the app starts afresh.
    const joined = active ? reloadPage : () => void refresh();
    return <ConnectScreen bridge={bridge} onJoined={joined} onCancel={active ? () => setAdding(false) : undefined} />;
  }

  return (
    <>
      {children}
      <div className="desktop-switcher-corner">
        <CommunitySwitcher bridge={bridge} list={communities.data} active={active} onAdd={() => setAdding(true)} />
      </div>
      <UnreadCountReporter bridge={bridge} />
    </>
  );
}
