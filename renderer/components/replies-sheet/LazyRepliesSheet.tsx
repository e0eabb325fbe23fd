import { lazyComponent, lazyModule } from '../../routing/lazy-component.js';

/**
 * The replies sheet, loaded the first time someone opens a message's replies, so the feed's first
 * script does not carry it. While it arrives, the screen dims as the sheet's overlay would.
 */
export const LazyRepliesSheet = lazyComponent(
  lazyModule(() => import('./RepliesSheet.js')),
  (module) => module.RepliesSheet,
  <div className="dialog-overlay" aria-busy="true" />,
);
