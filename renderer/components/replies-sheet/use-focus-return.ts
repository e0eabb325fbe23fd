import { useState } from 'react';

/**
 * Gives focus back to whatever had it when the replies opened (the "3 replies" button, a notification)
 * once they close. Radix would focus its Dialog.Trigger, which this sheet does not have, and leave focus
 * on the page's body. Nothing is moved when focus already went somewhere else, such as the panel of
 * another message that replaced this one, or when the opener has left the page.
 */
export function useFocusReturn(): (event: Event) => void {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  return (event) => {
    event.preventDefault();
    const focusWasLost = document.activeElement === null || document.activeElement === document.body;
    if (focusWasLost && opener?.isConnected) opener.focus();
  };
}
