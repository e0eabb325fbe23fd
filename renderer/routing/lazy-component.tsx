import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { reloadPage } from '../api/browser-location.js';

const RELOADED_AT_KEY = 'kindred:reloaded-for-new-build-at';
const RELOAD_AT_MOST_EVERY_MS = 30_000;

/** A promise that says when it has arrived, and with what (the fields React's `use` also reads and writes). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

/** Loads a module (or returns the same promise as before): what lazyModule makes. */
export type LoadModule<Module> = () => TrackedPromise<Module>;

const everyLazyModule: (() => Promise<unknown>)[] = [];

/**
 * A module fetched with import() the first time it is needed, as one promise every later caller shares;
 * once it has arrived, components from it render at once, without suspending. A chunk that cannot be
 * fetched usually means the server was rebuilt since this page loaded (chunk names change with their
 * content): the page reloads once to get the new build, instead of failing.
 */
export function lazyModule<Module>(importer: () => Promise<Module>): LoadModule<Module> {
  let promise: TrackedPromise<Module> | undefined;
  const load = () => {
    if (!promise) {
      const loading: TrackedPromise<Module> = importer().catch((error: unknown) => {
        promise = undefined;
        if (reloadForNewBuild()) return new Promise<Module>(() => {});
        throw error;
      });
      loading.then(
        (module) => {
          loading.status = 'fulfilled';
          loading.value = module;
        },
        () => {},
      );
      promise = loading;
    }
    return promise;
  };
  everyLazyModule.push(load);
  return load;
}

/** Fetches every lazily loaded module now, as if each screen had been opened once (the tests render so). */
export async function preloadLazyModules(): Promise<void> {
  // A lazily loaded module may declare lazy modules of its own (the post screen's recorder): load those too.
  for (let loaded = 0; loaded < everyLazyModule.length; ) {
    const batch = everyLazyModule.slice(loaded);
    loaded = everyLazyModule.length;
    await Promise.all(batch.map((load) => load()));
  }
}

function reloadForNewBuild(): boolean {
  try {
    const lastReload = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - lastReload < RELOAD_AT_MOST_EVERY_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    reloadPage();
    return true;
  } catch {
    return false;
  }
}

/**
 * A component whose code arrives with `load`'s module the first time it renders, showing `fallback`
 * meanwhile. Its own Suspense boundary keeps the rest of the page in place; once the module is here
 * (say, the admin area's chunk), every component from it renders at once, without the fallback.
 */
export function lazyComponent<Module, Props extends object>(
  load: LoadModule<Module>,
  pick: (module: Module) => ComponentType<Props>,
  fallback: ReactNode,
): ComponentType<Props> {
  function Loaded(props: Props) {
    const loading = load();
    // Once here, read it directly: `use` would only say so after a detour through the scheduler.
    const Component = pick(loading.status === 'fulfilled' ? (loading.value as Module) : use(loading as Promise<Module>));
    return <Component {...props} />;
  }
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
