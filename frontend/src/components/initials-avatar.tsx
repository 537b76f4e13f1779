import { Avatar } from '@chakra-ui/react';
import { useState } from 'react';
import { avatarColor, initialsOf } from './avatar-color';
import { partIds, useStrictId } from './strict-id';

interface InitialsAvatarProps {
  userID: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  /** A profile image (data URL); the initials show when there is none. */
  src?: string | null | undefined;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
}

/**
 * A member's picture, or their initials on one of 15 colours chosen by user id. The part not shown
 * is left out (the initials once the picture has loaded) or hidden by a class (the picture while
 * it loads), not by zag's `hidden` attribute, which a browser writes back out as `hidden=""`.
 */
export function InitialsAvatar({ userID, firstName, lastName, src, size = 'md' }: InitialsAvatarProps) {
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const ids = partIds(useStrictId('avatar'), ['root', 'image', 'fallback']);
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const loaded = Boolean(src) && loadedSrc === src;
  return (
    <Avatar.Root
      ids={ids}
      size={size}
      bg={avatarColor(userID)}
      color="white"
      aria-hidden
      onStatusChange={({ status }) => setLoadedSrc(status === 'loaded' ? (src ?? undefined) : undefined)}
    >
      {!loaded && <Avatar.Fallback hidden={false}>{initialsOf(firstName, lastName)}</Avatar.Fallback>}
      {src && <Avatar.Image src={src} alt={name} hidden={false} display={loaded ? undefined : 'none'} />}
    </Avatar.Root>
  );
}
