import { toast, type ToastOptions } from 'react-hot-toast';

// react-hot-toast gives every toast role="status" at creation, and a toast's own props
// win over the Toaster's per-type defaults, so errors must ask to be alerts here.
const ALERT = { role: 'alert', 'aria-live': 'assertive' } as const;

export const notify = {
  success: (message: string, options?: ToastOptions) => toast.success(message, options),
  error: (message: string, options?: ToastOptions) => toast.error(message, { ariaProps: ALERT, ...options }),
};
