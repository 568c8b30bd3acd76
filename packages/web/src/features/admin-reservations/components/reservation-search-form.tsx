import { Button, Group, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TERM_MAX } from '@lesesaal/domain/limits';
import { ExportLinks } from '../../../components/export-links';
import { useConfig } from '../../../config';
import { reservationsExportUrl, type ReservationSearch } from '../api';

interface Draft {
  from: string;
  until: string;
  term: string;
}

interface ReservationSearchFormProps {
  search: ReservationSearch;
  draft: Draft;
  setDraft: (draft: Draft) => void;
  submit: (event: FormEvent) => void;
  /** Shown only when something differs from the defaults. */
  reset: (() => void) | null;
}

/** Dates and term, search and reset, print and the export of the tab. */
export function ReservationSearchForm({
  search,
  draft,
  setDraft,
  submit,
  reset,
}: ReservationSearchFormProps) {
  const { t, i18n } = useTranslation('admin-reservations');
  const { baseApiUrl } = useConfig();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  return (
    <form role="search" onSubmit={submit} className="lesesaal-no-print">
      <Group align="flex-end">
        <TextInput
          type="date"
          label={t('list.from')}
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('list.until')}
          value={draft.until}
          onChange={(e) => setDraft({ ...draft, until: e.currentTarget.value })}
        />
        <TextInput
          type="search"
          label={t('list.term')}
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
        <Button variant="outline" onClick={() => window.print()}>
          {t('list.print')}
        </Button>
        <ExportLinks
          label={t('export.label')}
          href={(format) => reservationsExportUrl(baseApiUrl, search, format, lang)}
          texts={{ csv: t('export.csv'), xlsx: t('export.xlsx') }}
        />
      </Group>
    </form>
  );
}
