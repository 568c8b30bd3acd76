import { Button, Group, NativeSelect } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_STATUSES } from '../api';

interface GroupsFilterProps {
  draft: string;
  setDraft: (status: string) => void;
  submit: (event: FormEvent) => void;
}

/** The status filter: a native select and "Show" (the list changes on submit only). */
export function GroupsFilter({ draft, setDraft, submit }: GroupsFilterProps) {
  const { t } = useTranslation('admin-groups');
  return (
    <form role="search" onSubmit={submit}>
      <Group align="flex-end">
        <NativeSelect
          label={t('list.status')}
          value={draft}
          data={[
            ...GROUP_STATUSES.map((status) => ({ value: status, label: t(`states.${status}`) })),
            { value: 'all', label: t('list.allStates') },
          ]}
          onChange={(e) => setDraft(e.currentTarget.value)}
        />
        <Button type="submit">{t('list.show')}</Button>
      </Group>
    </form>
  );
}
