import { Notifications } from '@mantine/notifications';
import { TOAST_LEAVE_MS } from '../lib/toasts';
import { Z_INDEX } from '../lib/z-index';

/** Where every toast is drawn (loaded by ToastHost on the first toast). */
export function ToastOutlet() {
  return (
    <Notifications
      position="top-right"
      zIndex={Z_INDEX.toast}
      transitionDuration={TOAST_LEAVE_MS}
      classNames={{ notification: 'rumo-toast' }}
    />
  );
}
