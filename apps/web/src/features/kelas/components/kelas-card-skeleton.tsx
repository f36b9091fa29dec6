import { Card, Skeleton } from '@mantine/core';

export function KelasCardSkeleton() {
  return (
    <Card padding="md">
      <Card.Section>
        <Skeleton h={110} radius={0} />
      </Card.Section>
      <Skeleton h={10} w="30%" mt="md" />
      <Skeleton h={14} mt="xs" />
      <Skeleton h={10} w="60%" mt="xs" />
      <Skeleton h={24} w="70%" mt="md" />
    </Card>
  );
}
