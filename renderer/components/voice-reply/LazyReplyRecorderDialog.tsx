import { lazyComponent, lazyModule } from '../../routing/lazy-component.js';
import { Spinner } from '../Spinner.js';

/**
 * The reply recorder (with the voice recorder in it), loaded the first time a member replies, so the
 * feed's first script does not carry it. While it arrives, a full-screen spinner takes its place.
 */
export const LazyReplyRecorderDialog = lazyComponent(
  lazyModule(() => import('./ReplyRecorderDialog.js')),
  (module) => module.ReplyRecorderDialog,
  <div className="fullscreen-dialog center-screen" aria-busy="true">
    <Spinner size="large" />
  </div>,
);
