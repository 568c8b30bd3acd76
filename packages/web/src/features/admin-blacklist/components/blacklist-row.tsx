import { Anchor, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { LongText } from '../../../components/long-text';
import type { BlacklistEntry } from '../api';

/** The edit icon of the actions column (decorative: the link is named by its text and label). */
function PencilIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 20h4L18.5 9.5a2.83 2.83 0 0 0-4-4L4 16v4" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  );
}

/** An entry: address, expiry, description and the edit link (back to the search after saving). */
export function BlacklistRow({ entry }: { entry: BlacklistEntry }) {
  const { t } = useTranslation('admin-blacklist');
  return (
    <Table.Tr>
      <Table.Th scope="row" fw="normal">
        <LongText>{entry.email}</LongText>
      </Table.Th>
      <Table.Td>{formatDisplayDate(entry.expiredAt)}</Table.Td>
      <Table.Td>
        <LongText>{entry.description}</LongText>
      </Table.Td>
      <Table.Td>
        <Anchor
          component={Link}
          to={`/blacklist-edit/${encodeURIComponent(entry.email)}?fromSearch=y`}
          aria-label={t('list.editOf', { email: entry.email })}
        >
          <Group component="span" gap={4} wrap="nowrap">
            <PencilIcon />
            {t('list.edit')}
          </Group>
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}
