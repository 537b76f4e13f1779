import { Button, HStack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

interface PaginationNavProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
}

/** Previous / next with "Page X of Y"; hidden when everything fits on one page. */
export function PaginationNav({ page, pageCount, onPageChange, label = 'Pagination' }: PaginationNavProps) {
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} justify="space-between" gap={3}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <LuChevronLeft aria-hidden /> Previous
      </Button>
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        Page {page} of {pageCount}
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next <LuChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}
