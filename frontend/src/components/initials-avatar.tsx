import { Avatar } from '@chakra-ui/react';
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

/** A member's picture, or their initials on one of 15 colours chosen by user id. */
export function InitialsAvatar({ userID, firstName, lastName, src, size = 'md' }: InitialsAvatarProps) {
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const ids = partIds(useStrictId('avatar'), ['root', 'image', 'fallback']);
  return (
    <Avatar.Root ids={ids} size={size} bg={avatarColor(userID)} color="white" aria-hidden>
      <Avatar.Fallback>{initialsOf(firstName, lastName)}</Avatar.Fallback>
      {src && <Avatar.Image src={src} alt={name} />}
    </Avatar.Root>
  );
}
