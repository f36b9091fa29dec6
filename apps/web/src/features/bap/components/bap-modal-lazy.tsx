import { Suspense, lazy, type ComponentProps } from 'react';
import type { BapModal } from './bap-modal';

const Modal = lazy(() => import('./bap-modal').then((m) => ({ default: m.BapModal })));

/**
 * The BAP download modal, downloaded when a button first opens it: its options, the job progress and the schema
 * library they validate with are not part of the class list's (or the dashboard's) first load.
 */
export function BapModalLazy(props: ComponentProps<typeof BapModal>) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
