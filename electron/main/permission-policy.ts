/**
 * The app asks the system for one thing only: the microphone, for recording a voice message, from its own
 * pages. Every other permission (camera, screen, notifications from the page, location, clipboard, MIDI,
 * USB/HID/serial devices…) is refused, as is any request from another origin.
 *
 * Exports:
 * - `mayRequestPermission(permission, details)`: for `session.setPermissionRequestHandler` — 'media' with
 *   audio only (`details.mediaTypes` = ['audio']), requested by a page of app://kindred.
 * - `mayHavePermission(permission, requestingOrigin, details)`: for `session.setPermissionCheckHandler` —
 *   'media' whose `details.mediaType` is 'audio', from app://kindred.
 * - `installPermissionPolicy(session)`: sets both handlers and refuses device access.
 */
import { DESKTOP_ORIGIN } from '../../shared/desktop-bridge.js';

export interface PermissionRequestDetails {
  mediaTypes?: string[];
  requestingUrl?: string;
  securityOrigin?: string;
}

export interface PermissionCheckDetails {
  mediaType?: string;
  requestingUrl?: string;
  securityOrigin?: string;
}

/** Chromium names the origin of a custom standard scheme like any other; Node's URL calls it "null". */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return undefined;
  }
}

const isApp = (...urls: (string | undefined)[]) => {
  const origins = urls.filter((url) => url !== undefined).map(originOf);
  return origins.length > 0 && origins.every((origin) => origin === DESKTOP_ORIGIN);
};

export function mayRequestPermission(permission: string, details: PermissionRequestDetails): boolean {
  const mediaTypes = details.mediaTypes ?? [];
  const audioOnly = mediaTypes.length > 0 && mediaTypes.every((type) => type === 'audio');
  return permission === 'media' && audioOnly && isApp(details.requestingUrl, details.securityOrigin);
}

export function mayHavePermission(permission: string, requestingOrigin: string, details: PermissionCheckDetails): boolean {
  return permission === 'media' && details.mediaType === 'audio' && isApp(requestingOrigin, details.requestingUrl, details.securityOrigin);
}

/** The part of Electron's Session the policy sets. */
export interface PermissionSession {
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void, details: PermissionRequestDetails) => void): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string, requestingOrigin: string, details: PermissionCheckDetails) => boolean): void;
  setDevicePermissionHandler(handler: () => boolean): void;
}

export function installPermissionPolicy(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => callback(mayRequestPermission(permission, details)));
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) => mayHavePermission(permission, requestingOrigin, details));
  session.setDevicePermissionHandler(() => false);
}
