import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { PESAN_VIDCON, type VidconItem } from '@lms/shared';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useJoinVidcon } from '../api/join-vidcon';

/**
 * Joining a vidcon (spec 2 §4): a tab opens inside the click (so no popup blocker stops it), the join is recorded
 * by PUT, then the tab goes to the link the server answered. A refused join closes the tab and shows why; a late
 * join of a required vidcon says it does not count.
 */
export function useGabungVidcon() {
  const join = useJoinVidcon();
  const gabung = useCallback(
    (v: Pick<VidconItem, 'id' | 'id_pertemuan'>) => {
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      join.mutate(v, {
        onSuccess: ({ data }) => {
          if (tab && !tab.closed) tab.location.href = data.link;
          else window.open(data.link, '_blank', 'noopener,noreferrer');
          if (data.terlambat && data.is_syarat_hadir) {
            notifications.show({ color: 'orange', message: PESAN_VIDCON.joinTerlambat, position: 'bottom-center', autoClose: 6000 });
          } else {
            showSuccessToast(PESAN_VIDCON.berhasilJoin);
          }
        },
        onError: (error) => {
          tab?.close();
          showErrorToast(error);
        },
      });
    },
    [join],
  );
  return { gabung, pending: join.isPending ? join.variables?.id ?? null : null };
}
