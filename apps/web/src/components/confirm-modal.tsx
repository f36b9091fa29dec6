import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MODAL_WIDTH } from '@lms/shared';

type ConfirmOptions = {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
};

/** Confirmation modal, width 400 (spec 1 §9). */
export function openConfirmModal({ title, message, confirmLabel = 'Ya', cancelLabel = 'Batal', onConfirm }: ConfirmOptions) {
  modals.openConfirmModal({
    title,
    size: MODAL_WIDTH.konfirmasi,
    centered: true,
    children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    onConfirm,
  });
}

/** Delete confirmation modal, width 500 (spec 1 §9). */
export function openDeleteModal({ title, message, confirmLabel = 'Hapus', cancelLabel = 'Batal', onConfirm }: ConfirmOptions) {
  modals.openConfirmModal({
    title,
    size: MODAL_WIDTH.hapus,
    centered: true,
    children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
