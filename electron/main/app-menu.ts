/**
 * The application menu, as a template for `Menu.buildFromTemplate`: the usual app, edit, view and window
 * menus, and "Community" with one radio item per remembered community (the active one checked).
 *
 * Exports:
 * - `appMenuTemplate({ list, platform, isPackaged, switchTo })` → `MenuItemTemplate[]`. Developer tools
 *   appear only in an unpackaged (development) app.
 * - `MenuItemTemplate`: the subset of Electron's MenuItemConstructorOptions used here.
 */
import type { DesktopCommunityList } from '../../shared/desktop-bridge.js';

export interface MenuItemTemplate {
  label?: string;
  role?: 'appMenu' | 'editMenu' | 'windowMenu' | 'reload' | 'toggleDevTools' | 'resetZoom' | 'zoomIn' | 'zoomOut' | 'togglefullscreen' | 'quit';
  type?: 'separator' | 'radio' | 'submenu';
  checked?: boolean;
  enabled?: boolean;
  submenu?: MenuItemTemplate[];
  click?: () => void;
}

export interface AppMenuOptions {
  list: DesktopCommunityList;
  platform: string;
  isPackaged: boolean;
  switchTo(id: string): void;
}

export function appMenuTemplate({ list, platform, isPackaged, switchTo }: AppMenuOptions): MenuItemTemplate[] {
  const communities: MenuItemTemplate[] =
    list.communities.length === 0
      ? [{ label: 'No community yet', enabled: false }]
      : list.communities.map((community) => ({
          label: community.name,
          type: 'radio',
          checked: community.id === list.activeId,
          click: () => switchTo(community.id),
        }));
  const view: MenuItemTemplate[] = [
    { role: 'reload' },
    ...(isPackaged ? [] : [{ role: 'toggleDevTools' } as const]),
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  return [
    ...(platform === 'darwin' ? [{ role: 'appMenu' } as const] : []),
    { label: 'Community', submenu: [...communities, ...(platform === 'darwin' ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const])] },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
  ];
}
