import { describe, expect, it } from 'vitest';
import type { DesktopCommunityList } from '../../shared/desktop-bridge.js';
import { appMenuTemplate } from './app-menu.js';

const list: DesktopCommunityList = {
  communities: [
    { id: 'a1', name: 'support.example.org', url: 'https://support.example.org', kind: 'remote' },
    { id: 'b2', name: 'This computer', url: 'http://127.0.0.1:40000', kind: 'hosted' },
  ],
  activeId: 'b2',
};

describe('the application menu', () => {
  it('lists the communities, the active one checked, and switches on a click', () => {
    const switched: string[] = [];
    const menu = appMenuTemplate({ list, platform: 'linux', isPackaged: true, switchTo: (id) => switched.push(id) });
    const community = menu.find((item) => item.label === 'Community')!.submenu!;
    expect(community.map(({ label, type, checked, role }) => ({ label, type, checked, role }))).toEqual([
      { label: 'support.example.org', type: 'radio', checked: false, role: undefined },
      { label: 'This computer', type: 'radio', checked: true, role: undefined },
      { label: undefined, type: 'separator', checked: undefined, role: undefined },
      { label: undefined, type: undefined, checked: undefined, role: 'quit' },
    ]);
    community[0]!.click!();
    expect(switched).toEqual(['a1']);
  });

  it('shows an empty list plainly, uses the app menu on macOS, and hides developer tools once packaged', () => {
    const mac = appMenuTemplate({ list: { communities: [], activeId: null }, platform: 'darwin', isPackaged: false, switchTo: () => undefined });
    expect(mac[0]).toEqual({ role: 'appMenu' });
    expect(mac.find((item) => item.label === 'Community')!.submenu).toEqual([{ label: 'No community yet', enabled: false }]);
    const roles = (isPackaged: boolean) => appMenuTemplate({ list, platform: 'win32', isPackaged, switchTo: () => undefined }).find((item) => item.label === 'View')!.submenu!.map((item) => item.role);
    expect(roles(false)).toContain('toggleDevTools');
    expect(roles(true)).not.toContain('toggleDevTools');
  });
});
