import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface GroupsPagerProps {
  page: number;
  pages: number;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and next page with "page x of y"; only when there is more than one page. */
export function GroupsPager({ page, pages, onPrevious, onNext }: GroupsPagerProps) {
  const { t } = useTranslation('admin-groups');
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
