import { lazyComponent, lazyModule } from '../../routing/lazy-component.js';
import { Spinner } from '../Spinner.js';

/**
 * The voice recorder of a voice post, loaded when the member chooses to record (the reply recorder's
 * chunk brings its own). While it arrives, the recorder's stage shows a spinner.
 */
export const LazyVoiceRecorder = lazyComponent(
  lazyModule(() => import('./VoiceRecorder.js')),
  (module) => module.VoiceRecorder,
  <div className="voice-recorder" aria-busy="true">
    <div className="voice-recorder__stage">
      <Spinner size="large" />
      <p className="voice-recorder__hint">Getting ready...</p>
    </div>
  </div>,
);
