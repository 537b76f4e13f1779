import { EmptyState, VStack } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { type LucideIcon } from 'lucide-react';
import { Inbox as LuInbox } from 'lucide-react';

interface EmptyNoticeProps {
  title: string;
  description: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
}

/** An honest empty state: what would be here, and what to do meanwhile. */
export function EmptyNotice({ title, description, icon: Icon = LuInbox, action }: EmptyNoticeProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="lg" borderStyle="dashed">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Icon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
