import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  INSTALLATION_AUDIT_ACTIONS,
  type InstallationAuditAction,
} from '@lesesaal/domain/audit/installation';
import { useApi } from '../../../api/api-context';
import { formatInstant } from '../../../components/format-date';
import { LongText } from '../../../components/long-text';
import { PagedLogTable, useOffsetParam } from '../../../components/paged-log-table';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { installationAuditQuery, type InstallationAuditEntry } from '../account-api';

/** One entry: when, who, what, which archive, which details, through which way. */
function EntryRow({ entry }: { entry: InstallationAuditEntry }) {
  const { t, i18n } = useTranslation('platform');
  const { timeZone } = useConfig();
  const action = (INSTALLATION_AUDIT_ACTIONS as readonly string[]).includes(entry.action)
    ? t(`audit.actions.${entry.action as InstallationAuditAction}`)
    : entry.action;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw="normal">
        <time dateTime={entry.at}>{formatInstant(entry.at, i18n.language, timeZone)}</time>
      </Table.Th>
      <Table.Td>
        <LongText>{entry.adminEmail === '' ? t('audit.nobody') : entry.adminEmail}</LongText>
      </Table.Td>
      <Table.Td>{action}</Table.Td>
      <Table.Td>
        {entry.archiveId === null ? (
          t('audit.none')
        ) : (
          <LongText>
            {t('audit.archiveWithId', { slug: entry.archiveSlug ?? '', id: entry.archiveId })}
          </LongText>
        )}
      </Table.Td>
      <Table.Td>
        <LongText>{entry.fields.length === 0 ? t('audit.none') : entry.fields.join(', ')}</LongText>
      </Table.Td>
      <Table.Td>{t(`audit.channels.${entry.channel}`)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * Platform screen `/audit-log`: the installation's audit log, newest first, paged with
 * `?offset=` in the address (`PagedLogTable`). Names of fields only — the server never stores values.
 */
export function AuditLogScreen() {
  const { t } = useTranslation('platform');
  const api = useApi();
  const { pagingSize } = useConfig();
  const { offset, go } = useOffsetParam();
  const log = useQuery(installationAuditQuery(api, offset, pagingSize));
  useDocumentTitle(t('audit.title'));

  return (
    <Stack gap="md">
      <Title order={1}>{t('audit.title')}</Title>
      <Text>{t('audit.intro')}</Text>
      <PagedLogTable
        log={log}
        offset={offset}
        go={go}
        text={(key, values) => t(`audit.${key}`, values)}
        columns={(['at', 'admin', 'action', 'archive', 'fields', 'channel'] as const).map(
          (column) => t(`audit.columns.${column}`),
        )}
        minWidth={880}
        row={(entry) => <EntryRow entry={entry} />}
      />
    </Stack>
  );
}
