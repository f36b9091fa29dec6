import type { ReactNode } from 'react';
import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS, MODAL_WIDTH } from '@lms/shared';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Mounted only while the modal is open, so every opening starts from a fresh form. */
  children: ReactNode;
  size?: ModalProps['size'];
  /** Forms keep their typed values when the backdrop is clicked; read-only dialogs may allow it. */
  closeOnClickOutside?: boolean;
};

/** The form dialog of every module: centred, card-wide, full screen below the tablet breakpoint (spec 1 §2.5). */
export function FormModal({ opened, onClose, title, children, size = MODAL_WIDTH.card, closeOnClickOutside = false }: Props) {
  // `true` first: the desktop layout until the query has run, as the modals did before.
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`, true);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} fullScreen={!wide} centered closeOnClickOutside={closeOnClickOutside}>
      {opened ? children : null}
    </Modal>
  );
}

type FooterProps = {
  onCancel: () => void;
  /** The save request is under way: a spinner on the save button. */
  loading?: boolean;
  /** Batal is disabled while saving where closing would drop an upload under way. */
  cancelDisabled?: boolean;
  /** A click handler for forms that do not submit (no `<form>`); without it the button submits the form. */
  onSubmit?: () => void;
  submitLabel?: ReactNode;
  submitTestId?: string;
  cancelTestId?: string;
  mt?: 'xs' | 'sm' | 'md';
};

/** The usual footer of a form dialog: 'Batal' and 'Simpan', right-aligned. */
export function FormModalFooter({ onCancel, loading, cancelDisabled, onSubmit, submitLabel = 'Simpan', submitTestId, cancelTestId, mt }: FooterProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled} data-testid={cancelTestId}>
        Batal
      </Button>
      <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} loading={loading} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </Group>
  );
}
