import { expect, test } from 'vitest';
import { holdModalEvents, releaseModalEvents } from './modals-queue';

test('modal events sent before the provider listens are replayed once, in order; later ones pass straight through', () => {
  holdModalEvents();
  window.dispatchEvent(new CustomEvent('mantine-modals:openConfirmModal', { detail: { modalId: 'a' } }));
  window.dispatchEvent(new CustomEvent('mantine-modals:closeModal', { detail: 'a' }));

  // The provider's listeners, added before the release (as its layout effect runs before the releaser's).
  const seen: string[] = [];
  const listen = (e: Event) => seen.push(`${e.type}:${JSON.stringify((e as CustomEvent).detail)}`);
  window.addEventListener('mantine-modals:openConfirmModal', listen);
  window.addEventListener('mantine-modals:closeModal', listen);
  try {
    releaseModalEvents();
    expect(seen).toEqual(['mantine-modals:openConfirmModal:{"modalId":"a"}', 'mantine-modals:closeModal:"a"']);

    window.dispatchEvent(new CustomEvent('mantine-modals:openConfirmModal', { detail: { modalId: 'b' } }));
    releaseModalEvents();
    expect(seen).toEqual(['mantine-modals:openConfirmModal:{"modalId":"a"}', 'mantine-modals:closeModal:"a"', 'mantine-modals:openConfirmModal:{"modalId":"b"}']);
  } finally {
    window.removeEventListener('mantine-modals:openConfirmModal', listen);
    window.removeEventListener('mantine-modals:closeModal', listen);
  }
});
