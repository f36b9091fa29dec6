import { Avatar, Tooltip } from '@mantine/core';
import { MAX_STACKED_AVATARS } from '@lms/shared';
import { initials } from '@/lib/initials';

export type AvatarPerson = { nama: string; avatar_url?: string | null };

/** At most 3 avatars, then '+N' (spec 1 §2.5). */
export function StackedAvatars({ people, size = 'sm' }: { people: AvatarPerson[]; size?: 'xs' | 'sm' | 'md' }) {
  const shown = people.slice(0, MAX_STACKED_AVATARS);
  const rest = people.length - shown.length;
  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      <Avatar.Group spacing="xs">
        {shown.map((p, i) => (
          <Tooltip key={`${p.nama}-${i}`} label={p.nama} withArrow>
            <Avatar src={p.avatar_url || null} alt={p.nama} size={size} radius="xl" color="initials" name={p.nama}>
              {initials(p.nama)}
            </Avatar>
          </Tooltip>
        ))}
        {rest > 0 ? (
          <Tooltip label={people.slice(MAX_STACKED_AVATARS).map((p) => p.nama).join(', ')} withArrow>
            <Avatar size={size} radius="xl">
              +{rest}
            </Avatar>
          </Tooltip>
        ) : null}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
