import type { FormEvent, RefObject } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../use-check-in-desk';

interface ScanFormProps {
  searchRef: RefObject<HTMLInputElement | null>;
  term: string;
  setTerm: (term: string) => void;
  onScan: (event: FormEvent) => void;
  scanning: boolean;
}

/** The search field: typed into by hand or by a USB barcode scanner, Enter checks in. */
export function ScanForm({ searchRef, term, setTerm, onScan, scanning }: ScanFormProps) {
  const { t } = useTranslation('admin-checkin');
  return (
    <form onSubmit={onScan} role="search" aria-label={t('search.region')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          ref={searchRef}
          label={t('search.label')}
          description={t('search.hint')}
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          miw={280}
          style={{ flexGrow: 1, maxWidth: 480 }}
        />
        <Button type="submit" loading={scanning}>
          {t('search.submit')}
        </Button>
      </Group>
    </form>
  );
}

/** The live region: the result of the last scan or click, read out by screen readers. */
export function ScanAnnouncement({ announcement }: { announcement: Announcement | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {announcement ? (
        <Text
          key={announcement.seq}
          fw={700}
          c={announcement.tone === 'success' ? 'teal.9' : 'red.9'}
          className="lesesaal-check-in-announcement"
        >
          {announcement.text}
        </Text>
      ) : null}
    </div>
  );
}
