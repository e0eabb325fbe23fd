import { useId, useState, type FormEvent } from 'react';
import { DESKTOP_CONNECT_ERRORS, type DesktopCommunity, type KindredDesktopBridge } from '../../shared/desktop-bridge.js';
import { Logo } from '../components/Logo.js';
import { Spinner } from '../components/Spinner.js';
import { TextField } from '../components/TextField.js';
import { useJoinCommunity } from './use-desktop-communities.js';

interface ConnectScreenProps {
  bridge: KindredDesktopBridge;
  /** The community is remembered and active. */
  onJoined: (community: DesktopCommunity) => void;
  /** Present when a community is already active (adding another): the way back to it. */
  onCancel?: () => void;
}

/** First launch (or "Add another community"): connect to a community's server, or host one here. */
export function ConnectScreen({ bridge, onJoined, onCancel }: ConnectScreenProps) {
  const [address, setAddress] = useState('');
  const connectErrorId = useId();
  const hostErrorId = useId();
  const connect = useJoinCommunity((url: string) => bridge.connect(url), DESKTOP_CONNECT_ERRORS.unreachable);
  const host = useJoinCommunity(() => bridge.hostOnThisComputer(), DESKTOP_CONNECT_ERRORS.hostFailed);
  const busy = connect.isPending || host.isPending;
  const connectError = connect.data?.ok === false ? connect.data.error : undefined;
  const hostError = host.data?.ok === false ? host.data.error : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    host.reset();
    connect.mutate(address.trim(), { onSuccess: (result) => result.ok && onJoined(result.community) });
  };

  const hostHere = () => {
    connect.reset();
    host.mutate(undefined, { onSuccess: (result) => result.ok && onJoined(result.community) });
  };

  return (
    <main className="center-screen desktop-connect">
      <Logo size="large" />
      <h1 className="page__title">Connect to a community</h1>
      <p className="page__description">Enter the address of your community&apos;s Kindred server.</p>
      <form className="form desktop-connect__form" onSubmit={submit} aria-busy={connect.isPending}>
        <TextField
          label="Server address"
          name="server-address"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://support.example.org"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          disabled={busy}
          aria-invalid={connectError ? true : undefined}
          aria-describedby={connectError ? connectErrorId : undefined}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {connect.isPending ? (
            <>
              <Spinner /> Connecting…
            </>
          ) : (
            'Connect'
          )}
        </button>
        {connectError ? (
          <p id={connectErrorId} role="alert" className="field__error">
            {connectError}
          </p>
        ) : null}
      </form>
      <p className="desktop-connect__or" aria-hidden>
        or
      </p>
      <div className="desktop-connect__host">
        <button
          type="button"
          className="button button--outline button--block"
          onClick={hostHere}
          disabled={busy}
          aria-busy={host.isPending}
          aria-describedby={hostError ? hostErrorId : undefined}
        >
          {host.isPending ? (
            <>
              <Spinner /> Starting the community on this computer…
            </>
          ) : (
            'Host a community on this computer'
          )}
        </button>
        <p className="hint">Kindred and its kindness check run on this computer; your community&apos;s data stays here.</p>
        {hostError ? (
          <p id={hostErrorId} role="alert" className="field__error">
            {hostError}
          </p>
        ) : null}
      </div>
      {onCancel ? (
        <button type="button" className="link-button" onClick={onCancel} disabled={busy}>
          Back to my community
        </button>
      ) : null}
    </main>
  );
}
