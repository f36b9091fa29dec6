import type { ReactNode } from 'react';
import { Anchor, Box, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PESAN } from '@lms/shared';
import { useLayoutInfo } from '@/app/layouts/layout-context';
import { useUser } from '@/lib/auth';
import { breadcrumbsFor, type Crumb } from '@/lib/breadcrumbs';
import { ServerClock } from './server-clock';

type Props = {
  title: ReactNode;
  /** Defaults to 'Selamat datang di {singkatan} LMS'. */
  subtitle?: ReactNode;
  /** Defaults to the path's breadcrumb from /beranda. */
  breadcrumbs?: Crumb[];
  actions?: ReactNode;
  /** Show the server time (default); the dashboard has its own clock. */
  clock?: boolean;
};

/** Page header (spec 1 §2.5): breadcrumb, title, subtitle and server time. */
export function PageHeader({ title, subtitle, breadcrumbs, actions, clock = true }: Props) {
  const { pathname } = useLocation();
  const { data: user } = useUser();
  const { headerClock } = useLayoutInfo();
  const crumbs = breadcrumbs ?? breadcrumbsFor(pathname);
  const sub = subtitle ?? PESAN.selamatDatang(user?.college.singkatan ?? '');
  return (
    <Box mb="lg" component="header">
      <Breadcrumbs separator="›" separatorMargin={6} mb={6} fz="sm" aria-label="Breadcrumb" data-testid="breadcrumb">
        {crumbs.map((c, i) =>
          c.href ? (
            <Anchor key={i} component={Link} to={c.href} fz="sm">
              {c.label}
            </Anchor>
          ) : (
            <Text key={i} fz="sm" c="dimmed" aria-current="page">
              {c.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2}>
          <Title order={1} fz="h2" data-testid="page-title">
            {title}
          </Title>
          {sub ? (
            <Text c="dimmed" fz="sm">
              {sub}
            </Text>
          ) : null}
        </Stack>
        <Group gap="md">
          {actions}
          {/* The default layout's header shows the clock from tablet up; below that (and without a header) it is here. */}
          {clock ? (
            <Box hiddenFrom={headerClock ? 'tablet' : undefined}>
              <ServerClock testId="page-clock" compact />
            </Box>
          ) : null}
        </Group>
      </Group>
    </Box>
  );
}
