import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconUser } from '@tabler/icons-react';
import { loginBody, type LoginBody } from '@lms/shared';
import { useLogin } from '../api/login';

const fieldError = (field: keyof LoginBody) => (value: string) =>
  loginBody.shape[field].safeParse(value).error?.issues[0]?.message ?? null;

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin({ onSuccess });
  const form = useForm<LoginBody>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: { username: fieldError('username'), password: fieldError('password') },
  });

  return (
    <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate data-testid="login-form">
      <Stack gap="md">
        <TextInput
          label="Username"
          placeholder="Masukkan username"
          autoComplete="username"
          leftSection={<IconUser size={16} />}
          data-testid="login-username"
          withAsterisk
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          placeholder="Masukkan password"
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          data-testid="login-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" loading={login.isPending} data-testid="login-submit">
          Masuk
        </Button>
      </Stack>
    </form>
  );
}
