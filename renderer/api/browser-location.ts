/** Full-page navigations (sign-in with Google, reload after sign-out), kept here so tests can replace them. */

export function navigateBrowserTo(url: string): void {
  window.location.href = url;
}

/** Leave every in-memory state behind, e.g. after signing out or deleting the account. */
export function reloadAt(path: string): void {
  window.location.href = path;
}

/** Load this page again from the server, e.g. to pick up a new build of the app. */
export function reloadPage(): void {
  window.location.reload();
}
