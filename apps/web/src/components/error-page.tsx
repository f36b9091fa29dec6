import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLayoutInfo } from '@/app/layouts/layout-context';
import { PESAN } from '@lms/shared';
import { paths } from '@/config/paths';

type Props = {
  statusCode: number;
  message?: string | null;
  /** An unmatched route: '404 | This page could not be found' instead of the 404 page of the app. */
  unmatched?: boolean;
  /** Always 'Error {code}' with the message, also for 404 (a failed code exchange names its reason). */
  generic?: boolean;
  withActions?: boolean;
  /** 2 when the page around it already has its h1 (a page header above the error). */
  titleOrder?: 1 | 2;
};

/** Error page of spec 1 §2.2 / §8. */
export function ErrorPage(props: Props) {
  // Inside a layout the page already sits in its <main>; on its own (unmatched route, root error) it is the main.
  const { kind } = useLayoutInfo();
  return kind === 'blank' ? (
    <main>
      <ErrorContent {...props} />
    </main>
  ) : (
    <ErrorContent {...props} />
  );
}

function ErrorContent({ statusCode, message, unmatched = false, generic = false, withActions = true, titleOrder = 1 }: Props) {
  let title: string;
  let text: string | null | undefined;
  if (unmatched) {
    title = String(statusCode);
    text = PESAN.halamanTidakDitemukan;
  } else if (statusCode === 404 && !generic) {
    title = PESAN.errorPage404Judul;
    text = PESAN.errorPage404Teks;
  } else {
    title = `Error ${statusCode}`;
    text = message;
  }
  return (
    <Center mih="60vh" p="md" data-testid="error-page" data-status={statusCode}>
      <Stack align="center" gap="sm" maw={560} ta="center">
        {/* The big code only decorates the app's own 404 page; the others already say 'Error {code}'. */}
        {unmatched || statusCode !== 404 || generic ? null : (
          <Text fz={72} fw={800} c="lms.6" lh={1} aria-hidden>
            {statusCode}
          </Text>
        )}
        {unmatched ? (
          <Group gap="sm" justify="center">
            <Title order={titleOrder} fz="h2">
              {title}
            </Title>
            <Text c="dimmed">|</Text>
            <Text fz="lg">{text}</Text>
          </Group>
        ) : (
          <>
            <Title order={titleOrder} fz="h2">
              {title}
            </Title>
            {text ? <Text c="dimmed">{text}</Text> : null}
          </>
        )}
        {withActions ? (
          <Group mt="md" justify="center">
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => window.history.back()}>
              Kembali
            </Button>
            <Button component={Link} to={paths.beranda.getHref()} leftSection={<IconHome size={16} />}>
              Ke Beranda
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Center>
  );
}
