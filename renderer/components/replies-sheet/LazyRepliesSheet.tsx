import { lazyComponent, lazyModule } from '../../routing/lazy-component.js';
import { useWideLayout } from '../use-wide-layout.js';

/** While the replies' code arrives: the screen dims as the sheet's overlay would, or the panel's place is kept. */
function RepliesArriving() {
  return useWideLayout() ? <div className="replies-panel" aria-busy="true" /> : <div className="dialog-overlay" aria-busy="true" />;
}

/** The replies sheet, loaded the first time someone opens a message's replies, so the feed's first script does not carry it. */
export const LazyRepliesSheet = lazyComponent(
  lazyModule(() => import('./RepliesSheet.js')),
  (module) => module.RepliesSheet,
  <RepliesArriving />,
);
