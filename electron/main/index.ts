/**
 * The desktop app's main process: wiring only. Each piece of logic lives in a plain module beside this
 * file, tested in Node without Electron; this file hands them Electron's objects.
 *
 * - One instance (a second launch focuses the first window).
 * - The renderer is served on app://kindred from the app's own session (`persist:kindred`); its `/api/*`
 *   goes to the active community with that community's cookies, kept in its own partition
 *   (`persist:community-<id>`), so a sign-in never crosses communities.
 * - "Host a community on this computer" runs dist/server/main.js in a utilityProcess.
 */
import path from 'node:path';
import { app, BrowserWindow, ipcMain, Menu, Notification, protocol, screen, session, shell, utilityProcess } from 'electron';
import { DESKTOP_FORWARD_ERRORS, DESKTOP_ORIGIN, DESKTOP_SCHEME, type DesktopCommunity } from '../../shared/desktop-bridge.js';
import { forwardApiRequest } from './api-forwarder.js';
import { appMenuTemplate } from './app-menu.js';
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './app-protocol.js';
import { openCommunityStore, partitionOf } from './community-store.js';
import { checkCommunity } from './connect-check.js';
import { createDesktopService, registerDesktopIpc } from './desktop-ipc.js';
import { forkWithUtilityProcess, startEmbeddedServer, type EmbeddedServer } from './embedded-server.js';
import { installNavigationPolicy } from './navigation-policy.js';
import { installPermissionPolicy } from './permission-policy.js';
import { sessionCookieJar } from './session-cookie-jar.js';
import { createUnreadBadge, NOTIFICATIONS_PATH } from './unread-badge.js';
import { loadWindowState, MIN_WINDOW_SIZE, saveWindowState, trackWindowState, windowBoundsFor } from './window-state.js';

const APP_PARTITION = 'persist:kindred';
const here = import.meta.dirname;
const rendererDir = path.join(here, '../renderer');
const preloadScript = path.join(here, '../preload/index.cjs');
const serverModule = path.join(app.getAppPath(), 'dist/server/main.js');
// Files the server reads by path from its working directory (models/heads) are unpacked beside the asar.
const serverWorkingDir = app.getAppPath().replace(/app\.asar$/, 'app.asar.unpacked');

// Before the app is ready: app:// is a standard, secure scheme with fetch and media streaming.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

let mainWindow: BrowserWindow | undefined;
let hosted: EmbeddedServer | undefined;
let hosting: Promise<string> | undefined;

const userData = () => app.getPath('userData');
const store = openCommunityStore(userData());

const openApp = (route = '/') => {
  if (!mainWindow) return createWindow(route);
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
  void mainWindow.loadURL(`${DESKTOP_ORIGIN}${route}`);
};

const newUnreadBadge = () =>
  createUnreadBadge({
    setBadgeCount: (count) => app.setBadgeCount(count),
    notify: ({ title, body, onClick }) => {
      if (!Notification.isSupported()) return;
      const notice = new Notification({ title, body });
      notice.on('click', onClick);
      notice.show();
    },
    openNotifications: () => openApp(NOTIFICATIONS_PATH),
  });
let unread = newUnreadBadge();

async function forward(request: Request): Promise<Response> {
  // The community on this computer starts with the app, and again after a crash, on the next request.
  if (store.active()?.kind === 'hosted' && !hosted) await host().catch(() => undefined);
  const active = store.active();
  if (!active) return Response.json({ error: DESKTOP_FORWARD_ERRORS.noCommunity }, { status: 503 });
  const cookies = sessionCookieJar(session.fromPartition(partitionOf(active.id)).cookies);
  return forwardApiRequest(request, active.url, { cookies });
}

/** Starts the server on this computer once (at the address it had last time when that port is free). */
function host(): Promise<string> {
  if (hosted) return Promise.resolve(hosted.url);
  hosting ??= (async () => {
    const previous = store.list().communities.find((community) => community.kind === 'hosted');
    const server = await startEmbeddedServer({
      fork: forkWithUtilityProcess(utilityProcess),
      serverModule,
      cwd: serverWorkingDir,
      userDataDir: path.join(userData(), 'hosted'),
      preferredPort: previous ? Number(new URL(previous.url).port) : undefined,
      env: { LOG_LEVEL: 'warn' },
      onCrash: (code) => {
        console.error(`The community on this computer stopped unexpectedly (exit code ${code}).`);
        hosted = undefined;
      },
    });
    hosted = server;
    if (previous && previous.url !== server.url) store.updateUrl(previous.id, server.url);
    return server.url;
  })().finally(() => (hosting = undefined));
  return hosting;
}

async function forget(community: DesktopCommunity): Promise<void> {
  await session.fromPartition(partitionOf(community.id)).clearStorageData();
  if (community.kind === 'hosted') {
    // The community's data stays in the user-data folder: forgetting it here deletes nothing of it.
    await hosted?.stop();
    hosted = undefined;
  }
}

function refreshMenu(): void {
  const template = appMenuTemplate({ list: store.list(), platform: process.platform, isPackaged: app.isPackaged, switchTo: (id) => service.switchTo(id) });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

const service = createDesktopService({
  store,
  check: (url) => checkCommunity(url),
  host,
  onActiveChanged: () => {
    unread = newUnreadBadge();
    app.setBadgeCount(0);
    openApp('/');
  },
  onRemoved: forget,
  setUnreadCount: (count) => unread.update(count),
  onListChanged: refreshMenu,
});

function createWindow(route = '/'): void {
  const displays = [screen.getPrimaryDisplay(), ...screen.getAllDisplays()].map((display) => display.workArea);
  const bounds = windowBoundsFor(loadWindowState(userData()), displays);
  const window = new BrowserWindow({
    x: bounds.x,
    y: bounds.y,
    width: bounds.width,
    height: bounds.height,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    title: 'Kindred',
    show: false,
    webPreferences: {
      preload: preloadScript,
      partition: APP_PARTITION,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      navigateOnDragDrop: false,
    },
  });
  if (bounds.maximized) window.maximize();
  trackWindowState(window, (state) => saveWindowState(userData(), state));
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => (mainWindow = undefined));
  mainWindow = window;
  void window.loadURL(`${DESKTOP_ORIGIN}${route}`);
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => openApp());

  // Every web contents, the window's and any other, stays on app:// and opens links through the OS.
  app.on('web-contents-created', (_event, contents) => installNavigationPolicy(contents, (url) => shell.openExternal(url)));

  void app.whenReady().then(() => {
    const appSession = session.fromPartition(APP_PARTITION);
    appSession.protocol.handle(DESKTOP_SCHEME, createAppProtocolHandler({ rendererDir, forward }));
    installPermissionPolicy(appSession);
    registerDesktopIpc(ipcMain, service);
    refreshMenu();
    if (store.active()?.kind === 'hosted') void host().catch((error: unknown) => console.error('Could not start the community on this computer:', error));
    createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  // The hosted community finishes its requests and closes its database before the app leaves.
  app.on('before-quit', (event) => {
    if (!hosted) return;
    event.preventDefault();
    const stopping = hosted;
    hosted = undefined;
    void stopping.stop().finally(() => app.quit());
  });
}
