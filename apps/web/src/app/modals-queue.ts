/**
 * Mantine's `modals.*` calls (components/confirm-modal.tsx and others) are window events that ModalsProvider
 * listens to. The provider mounts after the first paint (deferred-ui.tsx), so what is sent before it listens is
 * kept here from startup and sent again, in order, once it does.
 */
const EVENTS = ['openModal', 'openConfirmModal', 'openContextModal', 'closeModal', 'closeAllModals', 'updateModal', 'updateContextModal'].map(
  (e) => `mantine-modals:${e}`,
);

let early: CustomEvent[] | null = [];
const keep = (e: Event) => early?.push(e as CustomEvent);

/** Starts keeping the events (AppProvider's module, at startup). */
export function holdModalEvents() {
  if (early === null || typeof window === 'undefined') return;
  for (const type of EVENTS) window.addEventListener(type, keep);
}

/** The provider listens now: stop keeping and replay what came before. */
export function releaseModalEvents() {
  if (early === null) return;
  const kept = early;
  early = null;
  for (const type of EVENTS) window.removeEventListener(type, keep);
  for (const e of kept) window.dispatchEvent(new CustomEvent(e.type, { detail: e.detail }));
}
