import { useCallback, useState } from 'react';

export type MicrophonePermission = 'idle' | 'requesting' | 'granted' | 'denied';

/** Asks for the microphone once and lets go of it immediately: recording happens later, on the post screen. */
export function useMicrophonePermission() {
  const [permission, setPermission] = useState<MicrophonePermission>('idle');

  const requestPermission = useCallback(async () => {
    setPermission('requesting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      stream.getTracks().forEach((track) => track.stop());
      setPermission('granted');
    } catch (error) {
      console.warn('Microphone permission was not granted', error);
      setPermission('denied');
    }
  }, []);

  return { permission, requestPermission };
}
