import { PRODUCT_NAME } from '../../../shared/constants.js';
import { Logo } from '../../components/Logo.js';

/** Shown while the app checks who is signed in. */
export function LoadingScreen() {
  return (
    <div className="center-screen loading-screen" role="status" aria-busy="true">
      <Logo size="large" />
      <p className="loading-screen__name">{PRODUCT_NAME}</p>
    </div>
  );
}
