import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupStatus } from '../api';

const COLOURS: Record<GroupStatus, string> = {
  REQUESTED: 'blue.9',
  CONFIRMED: 'teal.9',
  DECLINED: 'red.9',
  CANCELLED: 'gray.8',
};

/** A request's status as a small badge (filled, white on a dark shade: contrast ≥ 4.5:1). */
export function GroupStatusBadge({ status }: { status: GroupStatus }) {
  const { t } = useTranslation('admin-groups');
  return (
    <Badge color={COLOURS[status]} variant="filled" tt="none">
      {t(`states.${status}`)}
    </Badge>
  );
}
