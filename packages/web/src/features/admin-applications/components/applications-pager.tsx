import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ApplicationsPagerProps {
  page: number;
  pages: number;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and next page with "page x of y"; only when there is more than one page. */
export function ApplicationsPager({ page, pages, onPrevious, onNext }: ApplicationsPagerProps) {
  const { t } = useTranslation('admin-applications');
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={t('list.pages')}>
      <Button variant="default" disabled={page <= 1} onClick={onPrevious}>
        {t('list.previous')}
      </Button>
      <Text>{t('list.page', { page, pages })}</Text>
      <Button variant="default" disabled={page >= pages} onClick={onNext}>
        {t('list.next')}
      </Button>
    </Group>
  );
}
