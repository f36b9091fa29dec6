import { useLayoutEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { releaseModalEvents } from './modals-queue';

/**
 * The toast container and the modals provider, loaded by AppProvider after the first paint: no page needs them
 * to draw, and with them the Modal, scroll-lock and transition code leaves every page's first load.
 * - A toast shown before the container is mounted waits in Mantine's notifications store (components/toast.ts
 *   writes there) and appears, with its auto-close timer, once the container is in.
 * - `modals.*` events sent before the provider listens are replayed by modals-queue.ts. The provider wraps no
 *   children: nothing reads its context (`useModals`), every caller uses the `modals` events.
 */
export default function DeferredUi() {
  return (
    <>
      <Notifications position="bottom-center" zIndex={1000} />
      <ModalsProvider labels={{ confirm: 'Ya', cancel: 'Batal' }} />
      <ReleaseModalEvents />
    </>
  );
}

/** After ModalsProvider: its listeners are added in a layout effect, which runs before this sibling's. */
function ReleaseModalEvents() {
  useLayoutEffect(releaseModalEvents, []);
  return null;
}
