import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TERM_MAX } from '@lesesaal/domain/limits';
import { APPLICATION_STATES } from '../api';

interface Draft {
  state: string;
  term: string;
}

interface ApplicationsSearchFormProps {
  draft: Draft;
  setDraft: (draft: Draft) => void;
  submit: (event: FormEvent) => void;
  /** Shown only when something differs from the defaults. */
  reset: (() => void) | null;
}

/** The state filter and the search term, search and reset. */
export function ApplicationsSearchForm({
  draft,
  setDraft,
  submit,
  reset,
}: ApplicationsSearchFormProps) {
  const { t } = useTranslation('admin-applications');
  return (
    <form role="search" onSubmit={submit}>
      <Group align="flex-end">
        <NativeSelect
          label={t('list.state')}
          value={draft.state}
          data={[
            ...APPLICATION_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
            { value: 'all', label: t('list.allStates') },
          ]}
          onChange={(e) => setDraft({ ...draft, state: e.currentTarget.value })}
        />
        <TextInput
          type="search"
          label={t('list.term')}
          description={t('list.termHint')}
          value={draft.term}
          maxLength={SEARCH_TERM_MAX}
          onChange={(e) => setDraft({ ...draft, term: e.currentTarget.value })}
        />
        <Button type="submit">{t('list.search')}</Button>
        {reset ? (
          <Button variant="default" onClick={reset}>
            {t('list.reset')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
