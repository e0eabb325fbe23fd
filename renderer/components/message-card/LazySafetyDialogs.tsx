import { lazyComponent, lazyModule } from '../../routing/lazy-component.js';

/**
 * The report and block dialogs and the crisis resources, loaded the first time a member reports or
 * blocks, so the feed's first script does not carry them. Mount it only while one of them is open.
 */
export const LazySafetyDialogs = lazyComponent(
  lazyModule(() => import('./SafetyDialogs.js')),
  (module) => module.SafetyDialogs,
  null,
);
