import { describe, expect, it } from 'vitest';
import { installPermissionPolicy, mayHavePermission, mayRequestPermission, type PermissionSession } from './permission-policy.js';

const fromApp = { requestingUrl: 'app://kindred/post', securityOrigin: 'app://kindred/' };

describe('mayRequestPermission', () => {
  it('grants the microphone to the app, for audio only', () => {
    expect(mayRequestPermission('media', { ...fromApp, mediaTypes: ['audio'] })).toBe(true);
  });

  it.each([
    ['the camera', 'media', { ...fromApp, mediaTypes: ['video'] }],
    ['camera and microphone together', 'media', { ...fromApp, mediaTypes: ['audio', 'video'] }],
    ['media with no type named', 'media', { ...fromApp, mediaTypes: [] }],
    ['media without details', 'media', { ...fromApp }],
    ['the microphone for another origin', 'media', { requestingUrl: 'https://evil.example.org/', securityOrigin: 'https://evil.example.org/', mediaTypes: ['audio'] }],
    ['the microphone for a frame of another origin', 'media', { requestingUrl: 'https://evil.example.org/', securityOrigin: 'app://kindred/', mediaTypes: ['audio'] }],
    ['the microphone with no origin at all', 'media', { mediaTypes: ['audio'] }],
    ['page notifications', 'notifications', fromApp],
    ['location', 'geolocation', fromApp],
    ['the clipboard', 'clipboard-read', fromApp],
    ['screen capture', 'display-capture', fromApp],
    ['MIDI', 'midiSysex', fromApp],
    ['opening links', 'openExternal', fromApp],
  ])('refuses %s', (_, permission, details) => {
    expect(mayRequestPermission(permission, details)).toBe(false);
  });
});

describe('mayHavePermission', () => {
  it('answers yes only for audio media checked by the app', () => {
    expect(mayHavePermission('media', 'app://kindred', { mediaType: 'audio', requestingUrl: 'app://kindred/post' })).toBe(true);
    expect(mayHavePermission('media', 'app://kindred', { mediaType: 'video', requestingUrl: 'app://kindred/post' })).toBe(false);
    expect(mayHavePermission('media', 'app://kindred', { mediaType: 'unknown' })).toBe(false);
    expect(mayHavePermission('media', 'https://evil.example.org', { mediaType: 'audio' })).toBe(false);
    expect(mayHavePermission('notifications', 'app://kindred', {})).toBe(false);
  });
});

describe('installPermissionPolicy', () => {
  it('sets the request, check and device handlers on the session', () => {
    const installed: Partial<Record<'request' | 'check' | 'device', (...args: never[]) => unknown>> = {};
    const session: PermissionSession = {
      setPermissionRequestHandler: (handler) => (installed.request = handler),
      setPermissionCheckHandler: (handler) => (installed.check = handler),
      setDevicePermissionHandler: (handler) => (installed.device = handler),
    };
    installPermissionPolicy(session);
    const answers: boolean[] = [];
    const request = installed.request as Parameters<PermissionSession['setPermissionRequestHandler']>[0];
    request(null, 'media', (granted) => answers.push(granted), { ...fromApp, mediaTypes: ['audio'] });
    request(null, 'media', (granted) => answers.push(granted), { ...fromApp, mediaTypes: ['video'] });
    expect(answers).toEqual([true, false]);
    const check = installed.check as Parameters<PermissionSession['setPermissionCheckHandler']>[0];
    expect(check(null, 'media', 'app://kindred', { mediaType: 'audio' })).toBe(true);
    expect(check(null, 'geolocation', 'app://kindred', {})).toBe(false);
    expect((installed.device as () => boolean)()).toBe(false);
  });
});
