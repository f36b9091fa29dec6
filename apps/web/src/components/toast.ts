import { notifications } from '@mantine/notifications';
import { PESAN } from '@lms/shared';

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error && error.message) return error.message;
  return PESAN.terjadiKesalahan;
}

/** Failures: red toast at the bottom with the normalised message (spec 1 §8). */
export function showErrorToast(error: unknown, title?: string) {
  notifications.show({ color: 'red', title, message: messageOf(error), position: 'bottom-center', autoClose: 5000 });
}

export function showSuccessToast(message: string, title?: string) {
  notifications.show({ color: 'green', title, message, position: 'bottom-center', autoClose: 3000 });
}
