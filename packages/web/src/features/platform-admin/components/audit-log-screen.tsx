import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  INSTALLATION_AUDIT_ACTIONS,
  type InstallationAuditAction,
} from '@lesesaal/domain/audit/installation';
import { pageNumber } from '@lesesaal/domain/paging';
import { useApi } from '../../../api/api-context';
import { formatInstant } from '../../../components/format-date';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { LongText } from '../../../components/long-text';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { installationAuditQuery, type InstallationAuditEntry } from '../account-api';
import { ScrollRegion } from './scroll-region';

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
 * `?offset=` in the address. Names of fields only — the server never stores values.
 */
export function AuditLogScreen() {
  const { t } = useTranslation('platform');
  const api = useApi();
  const { pagingSize } = useConfig();
  const [params, setParams] = useSearchParams();
  const rawOffset = Number(params.get('offset'));
  const offset = Number.isInteger(rawOffset) && rawOffset > 0 ? rawOffset : 0;
  const log = useQuery(installationAuditQuery(api, offset, pagingSize));
  useDocumentTitle(t('audit.title'));
  const go = (next: number) =>
    setParams(next > 0 ? { offset: String(next) } : {}, { preventScrollReset: true });
  const total = log.data?.totalCount ?? 0;
  const page = pageNumber(offset, pagingSize);
  const pages = Math.max(1, Math.ceil(total / pagingSize));

  return (
    <Stack gap="md">
      <Title order={1}>{t('audit.title')}</Title>
      <Text>{t('audit.intro')}</Text>
      <LoadState status={loadStatusOf(log)} error={log.error}>
        {log.data && log.data.content.length === 0 ? (
          <Text>{t('audit.empty')}</Text>
        ) : log.data ? (
          <Stack gap="sm">
            <ScrollRegion labelledBy="platform-audit-caption">
              <Table striped miw={880}>
                <Table.Caption id="platform-audit-caption">
                  {t('audit.caption', { count: total, page, pages })}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {(['at', 'admin', 'action', 'archive', 'fields', 'channel'] as const).map(
                      (column) => (
                        <Table.Th key={column} scope="col">
                          {t(`audit.columns.${column}`)}
                        </Table.Th>
                      ),
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.content.map((entry) => (
                    <EntryRow key={entry.id} entry={entry} />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
            {pages > 1 ? (
              <Group component="nav" aria-label={t('audit.pages')}>
                <Button
                  variant="default"
                  disabled={page <= 1}
                  onClick={() => go(Math.max(0, offset - pagingSize))}
                >
                  {t('audit.previous')}
                </Button>
                <Text>{t('audit.page', { page, pages })}</Text>
                <Button
                  variant="default"
                  disabled={page >= pages}
                  onClick={() => go(offset + pagingSize)}
                >
                  {t('audit.next')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}
