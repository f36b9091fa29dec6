import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { MODAL_WIDTH, PESAN_PENGGUNA, PASSWORD_MIN, type PenggunaItem } from '@lms/shared';
import { showSuccessToast } from '@/components/toast';
import { useResetPassword } from '../api/reset-password';
import { buatPasswordAcak } from '../pengguna-form';
import { GALAT_TERBACA } from '@/lib/form-style';

type Props = { opened: boolean; onClose: () => void; item: PenggunaItem | null };

/** 'Reset Password': the operator sets (or generates) a new password; the user's sessions end. */
export function ResetPasswordModal({ opened, onClose, item }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useResetPassword();
  useEffect(() => {
    if (opened) {
      setPassword('');
      setError(undefined);
    }
  }, [opened]);

  const submit = async () => {
    if (!item) return;
    if (password.length < PASSWORD_MIN) return setError(PESAN_PENGGUNA.password);
    const res = await reset.mutateAsync({ id: item.id, password });
    showSuccessToast(res.status.message);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} size={MODAL_WIDTH.hapus} centered title={<Text fw={700}>Reset Password</Text>}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit().catch(() => {});
        }}
        noValidate
        style={GALAT_TERBACA}
      >
        <Stack gap="sm">
          <Text fz="sm">
            Password baru untuk <b>{item?.nama}</b> ({item?.username}).
          </Text>
          <Alert color="yellow" variant="light">
            Semua sesi login pengguna ini akan diakhiri. Sampaikan password baru kepada pengguna secara langsung.
          </Alert>
          <PasswordInput
            label="Password baru"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            data-autofocus
            data-testid="reset-password-input"
          />
          <Group justify="space-between">
            <Button variant="subtle" size="compact-sm" onClick={() => setPassword(buatPasswordAcak())}>
              Buat password acak
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose} disabled={reset.isPending}>
                Batal
              </Button>
              <Button type="submit" loading={reset.isPending} data-testid="reset-password-simpan">
                Simpan
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
