import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '../../shared/constants.js';
import { takeToastQueuedBeforeReload } from '../stores/toast-after-reload.js';
import { toast, useToastStore } from '../stores/toast-store.js';

/** Radix defaults cover the rest of the spec: swipe threshold 50 px and F8 to focus the region. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);

  useEffect(() => {
    const queued = takeToastQueuedBeforeReload();
    if (queued) toast(queued);
  }, []);

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={`toast toast--${item.variant}`}
        >
          <div className="toast__text">
            <ToastPrimitive.Title className="toast__title">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="toast__description">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close className="toast__close" aria-label="Close">
            <X aria-hidden size={16} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
