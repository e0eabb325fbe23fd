import { lazyComponent, lazyModule } from '../routing/lazy-component.js';
import { LoadingScreen } from '../screens/loading/LoadingScreen.js';

/**
 * The desktop shell arrives in its own chunk, fetched only when the desktop bridge is there:
 * the web's first script carries this file and nothing more of the desktop code.
 */
const desktopShell = lazyModule(() => import('./DesktopShell.js'));

export const LazyDesktopShell = lazyComponent(desktopShell, (module) => module.DesktopShell, <LoadingScreen />);
