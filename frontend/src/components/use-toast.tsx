import { Toast } from '@shopify/polaris';
import { useState } from 'react';

/**
 * A confirmation after a save that changes little on screen (a badge, a closed modal): `show`
 * it, and render `toast` anywhere in the page (Polaris draws it in the Frame). Polaris hides it
 * after a few seconds.
 */
export function useToast() {
  const [message, setMessage] = useState<string>();
  const toast = message ? <Toast content={message} onDismiss={() => setMessage(undefined)} /> : null;
  return { show: setMessage, toast };
}
