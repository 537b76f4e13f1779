import { Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft as LuChevronLeft, ChevronRight as LuChevronRight } from 'lucide-react';

interface PaginationNavProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
}

/**
 * Previous / next with "Page X of Y"; hidden when everything fits on one page. At either end the
 * button is `aria-disabled` (shown as disabled, its click does nothing) rather than `disabled`:
 * a browser writes a boolean attribute back out as `disabled=""`, which html-validate's
 * recommended `attribute-boolean-style` refuses in the document as shown.
 */
export function PaginationNav({ page, pageCount, onPageChange, label = 'Pagination' }: PaginationNavProps) {
  if (pageCount <= 1) return null;
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <HStack as="nav" aria-label={label} justify="space-between" gap={3}>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={first || undefined}
        onClick={() => !first && onPageChange(page - 1)}
      >
        <LuChevronLeft aria-hidden /> Previous
      </Button>
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        Page {page} of {pageCount}
      </Text>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={last || undefined}
        onClick={() => !last && onPageChange(page + 1)}
      >
        Next <LuChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}
