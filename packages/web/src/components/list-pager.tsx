import { Button, Group, Text } from '@mantine/core';

/** The texts the pager asks its screen for (`page` with the page and the count of pages). */
export type ListPagerText = 'pages' | 'previous' | 'page' | 'next';

interface ListPagerProps {
  page: number;
  pages: number;
  text: (key: ListPagerText, values: { page: number; pages: number }) => string;
  onPrevious: () => void;
  onNext: () => void;
  /** e.g. `lesesaal-no-print` where the pager is not printed */
  className?: string;
}

/**
 * Previous and next page with "page x of y" (a `nav` named by `pages`); only when there is
 * more than one page.
 */
export function ListPager({ page, pages, text, onPrevious, onNext, className }: ListPagerProps) {
  if (pages <= 1) return null;
  const say = (key: ListPagerText) => text(key, { page, pages });
  return (
    <Group component="nav" aria-label={say('pages')} className={className}>
      <Button variant="default" disabled={page <= 1} onClick={onPrevious}>
        {say('previous')}
      </Button>
      <Text>{say('page')}</Text>
      <Button variant="default" disabled={page >= pages} onClick={onNext}>
        {say('next')}
      </Button>
    </Group>
  );
}
