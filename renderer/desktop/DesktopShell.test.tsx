import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DESKTOP_CONNECT_ERRORS } from '../../shared/desktop-bridge.js';
import { reloadPage } from '../api/browser-location.js';
import { App } from '../App.js';
import { jsonResponse, stubFetch } from '../test-support/fake-fetch.js';
import { NOT_SIGNED_IN } from '../test-support/members.js';
import { renderApp } from '../test-support/render-app.js';
import { DesktopShell } from './DesktopShell.js';
import { deferred, fakeDesktopBridge, hostedCommunity, remoteCommunity } from './test-support/fake-desktop-bridge.js';

vi.mock('../api/browser-location.js', () => ({ navigateBrowserTo: vi.fn(), reloadAt: vi.fn(), reloadPage: vi.fn() }));

const visitorServer = () =>
  stubFetch({
    'GET /api/auth/user': () => jsonResponse(401, NOT_SIGNED_IN),
    'GET /api/messages': () => jsonResponse(200, { messages: [], nextCursor: null }),
  });

const renderDesktop = (fake: ReturnType<typeof fakeDesktopBridge>) =>
  renderApp({
    ui: (
      <DesktopShell bridge={fake.bridge}>
        <App />
      </DesktopShell>
    ),
  });

const visitorFeedHeading = () => screen.findByRole('heading', { name: 'Join Kindred to share and reply' });

describe('desktop app on first launch', () => {
  it('asks for a community and calls no community before one is chosen', async () => {
    const server = visitorServer();
    renderDesktop(fakeDesktopBridge());

    expect(await screen.findByRole('heading', { level: 1, name: 'Connect to a community' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Server address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Host a community on this computer' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Back to my community' })).not.toBeInTheDocument();
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('is busy while the address is checked, then shows the sentence the check answered', async () => {
    visitorServer();
    const fake = fakeDesktopBridge();
    const check = deferred<{ ok: false; error: string }>();
    fake.answerConnect(() => check.promise);
    const { user } = renderDesktop(fake);

    await user.type(await screen.findByRole('textbox', { name: 'Server address' }), '  https://nowhere.example  ');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(fake.bridge.connect).toHaveBeenCalledWith('https://nowhere.example');
    expect(screen.getByRole('button', { name: 'Connecting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Host a community on this computer' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Server address' })).toBeDisabled();

    check.settle({ ok: false, error: DESKTOP_CONNECT_ERRORS.unreachable });

    expect(await screen.findByRole('alert')).toHaveTextContent(DESKTOP_CONNECT_ERRORS.unreachable);
    expect(screen.getByRole('textbox', { name: 'Server address' })).toHaveAccessibleDescription(DESKTOP_CONNECT_ERRORS.unreachable);
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('opens the app on the community once connected, without reloading the window', async () => {
    const server = visitorServer();
    const fake = fakeDesktopBridge();
    fake.answerConnect(fake.joins(remoteCommunity()));
    const { user } = renderDesktop(fake);

    await user.type(await screen.findByRole('textbox', { name: 'Server address' }), 'https://support.example.org');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(await visitorFeedHeading()).toBeInTheDocument();
    expect(server.requests.map((request) => request.url)).toEqual(['/api/auth/user', '/api/messages']);
    expect(screen.getByRole('button', { name: 'Community: support.example.org' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('is busy while a community starts on this computer, and says so when it could not', async () => {
    visitorServer();
    const fake = fakeDesktopBridge();
    const start = deferred<never>();
    fake.answerHost(() => start.promise);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderDesktop(fake);

    await user.click(await screen.findByRole('button', { name: 'Host a community on this computer' }));

    expect(screen.getByRole('button', { name: 'Starting the community on this computer…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeDisabled();

    start.fail(new Error('the utility process exited'));

    expect(await screen.findByRole('alert')).toHaveTextContent(DESKTOP_CONNECT_ERRORS.hostFailed);
    expect(screen.getByRole('button', { name: 'Host a community on this computer' })).toHaveAccessibleDescription(
      DESKTOP_CONNECT_ERRORS.hostFailed,
    );
    expect(errors).toHaveBeenCalledWith('The desktop bridge failed', expect.any(Error));
  });

  it('opens the app on the hosted community once it runs', async () => {
    visitorServer();
    const fake = fakeDesktopBridge();
    fake.answerHost(fake.joins(hostedCommunity()));
    const { user } = renderDesktop(fake);

    await user.click(await screen.findByRole('button', { name: 'Host a community on this computer' }));

    expect(await visitorFeedHeading()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Community: This computer' })).toBeInTheDocument();
  });
});

describe('desktop app with an active community', () => {
  const twoCommunities = () =>
    fakeDesktopBridge({ communities: [remoteCommunity(), hostedCommunity()], activeId: 'remote-1' });

  it('shows the app at once, with the community switcher', async () => {
    visitorServer();
    const fake = twoCommunities();
    const { user } = renderDesktop(fake);

    expect(await visitorFeedHeading()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Connect to a community' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Community: support.example.org' }));

    const items = screen.getAllByRole('listitem').filter((item) => item.closest('.desktop-switcher'));
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('support.example.org'),
      expect.stringContaining('This computer'),
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: 'Switch to support.example.org' })).not.toBeInTheDocument();
  });

  it('switches through the bridge (the main process loads the window on the other community)', async () => {
    visitorServer();
    const fake = twoCommunities();
    const { user } = renderDesktop(fake);

    await user.click(await screen.findByRole('button', { name: 'Community: support.example.org' }));
    await user.click(screen.getByRole('button', { name: 'Switch to This computer' }));

    expect(fake.bridge.switchTo).toHaveBeenCalledWith('hosted-1');
  });

  it('forgets another community and shows the shorter list', async () => {
    visitorServer();
    const fake = twoCommunities();
    const { user } = renderDesktop(fake);

    await user.click(await screen.findByRole('button', { name: 'Community: support.example.org' }));
    await user.click(screen.getByRole('button', { name: 'Remove This computer' }));

    expect(fake.bridge.remove).toHaveBeenCalledWith('hosted-1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Switch to This computer' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove support.example.org' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('forgets the community this window shows, leaving the window to the main process', async () => {
    visitorServer();
    const fake = twoCommunities();
    const { user } = renderDesktop(fake);

    await user.click(await screen.findByRole('button', { name: 'Community: support.example.org' }));
    await user.click(screen.getByRole('button', { name: 'Remove support.example.org' }));

    expect(fake.bridge.remove).toHaveBeenCalledWith('remote-1');
    expect(await screen.findByRole('button', { name: 'Community: This computer' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('says so when the bridge fails to switch', async () => {
    visitorServer();
    const fake = twoCommunities();
    fake.bridge.switchTo.mockRejectedValueOnce(new Error('ipc closed'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderDesktop(fake);

    await user.click(await screen.findByRole('button', { name: 'Community: support.example.org' }));
    await user.click(screen.getByRole('button', { name: 'Switch to This computer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("That didn't work. Please try again.");
    expect(errors).toHaveBeenCalled();
  });

  it('adds another community from the switcher, then reloads the window on it', async () => {
    visitorServer();
    const fake = twoCommunities();
    fake.answerConnect(fake.joins(remoteCommunity({ id: 'remote-2', name: 'kindred.example.net', url: 'https://kindred.example.net' })));
    const { user } = renderDesktop(fake);

    await user.click(await screen.findByRole('button', { name: 'Community: support.example.org' }));
    await user.click(screen.getByRole('button', { name: 'Add another community' }));
    await user.type(screen.getByRole('textbox', { name: 'Server address' }), 'https://kindred.example.net');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(fake.state.activeId).toBe('remote-2');
  });

  it('goes back to the community from "Add another community"', async () => {
    visitorServer();
    const { user } = renderDesktop(twoCommunities());

    await user.click(await screen.findByRole('button', { name: 'Community: support.example.org' }));
    await user.click(screen.getByRole('button', { name: 'Add another community' }));
    await user.click(screen.getByRole('button', { name: 'Back to my community' }));

    expect(await visitorFeedHeading()).toBeInTheDocument();
  });
});
