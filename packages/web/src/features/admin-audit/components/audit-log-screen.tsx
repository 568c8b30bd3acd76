import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_EVENTS,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
  type AuditEvent,
} from '@lesesaal/domain/audit/schema';
import { pageNumber } from '@lesesaal/domain/paging';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { formatInstant } from '../../../components/format-date';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { LongText } from '../../../components/long-text';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { auditLogQuery } from '../api';
import { ScrollRegion } from '../../../components/scroll-region';

/** One entry: when, who, what, which item, which fields, which kind of session. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('admin-audit');
  const { timeZone } = useConfig();
  const actionOf = () => {
    if ((AUDIT_ACTIONS as readonly string[]).includes(entry.action))
      return t(`actions.${entry.action as AuditAction}`);
    if ((AUDIT_EVENTS as readonly string[]).includes(entry.action))
      return t(`events.${entry.action as AuditEvent}`);
    return entry.action;
  };
  const entityOf = () =>
    (AUDIT_ENTITY_TYPES as readonly string[]).includes(entry.entityType)
      ? t(`entities.${entry.entityType as AuditEntityType}`)
      : entry.entityType;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw="normal">
        <time dateTime={entry.at}>{formatInstant(entry.at, i18n.language, timeZone)}</time>
      </Table.Th>
      <Table.Td>
        <LongText>{entry.accountEmail}</LongText>
      </Table.Td>
      <Table.Td>{actionOf()}</Table.Td>
      <Table.Td>
        {entry.entityId === null
          ? entityOf()
          : t('entityWithId', { entity: entityOf(), id: entry.entityId })}
      </Table.Td>
      <Table.Td>{entry.fields.length === 0 ? t('noFields') : entry.fields.join(', ')}</Table.Td>
      <Table.Td>
        {entry.sessionKind === null ? t('noFields') : t(`sessions.${entry.sessionKind}`)}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Staff screen `/audit-log`: who changed what and when, newest first, paged with
 * `?offset=` in the address. Shows field names only — the server never stores values — and
 * which kind of session acted (the archive's staff, the platform's support, the platform).
 */
export function AuditLogScreen() {
  const { t } = useTranslation('admin-audit');
  const api = useApi();
  const { pagingSize } = useConfig();
  const [params, setParams] = useSearchParams();
  const rawOffset = Number(params.get('offset'));
  const offset = Number.isInteger(rawOffset) && rawOffset > 0 ? rawOffset : 0;
  const log = useQuery(auditLogQuery(api, offset, pagingSize));
  useDocumentTitle(t('title'));

  const go = (next: number) =>
    setParams(next > 0 ? { offset: String(next) } : {}, { preventScrollReset: true });

  const total = log.data?.totalCount ?? 0;
  const page = pageNumber(offset, pagingSize);
  const pages = Math.max(1, Math.ceil(total / pagingSize));

  return (
    <Stack gap="md">
      <BackLinks label={t('nav.label')} links={[{ to: '/', label: t('nav.dashboard') }]} />
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      <LoadState status={loadStatusOf(log)} error={log.error}>
        {log.data && log.data.content.length === 0 ? (
          <Text>{t('empty')}</Text>
        ) : log.data ? (
          <Stack gap="sm">
            <ScrollRegion label={t('caption', { count: total, page, pages })} minWidth={720}>
              <Table striped>
                <Table.Caption>{t('caption', { count: total, page, pages })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('columns.at')}</Table.Th>
                    <Table.Th scope="col">{t('columns.account')}</Table.Th>
                    <Table.Th scope="col">{t('columns.action')}</Table.Th>
                    <Table.Th scope="col">{t('columns.entity')}</Table.Th>
                    <Table.Th scope="col">{t('columns.fields')}</Table.Th>
                    <Table.Th scope="col">{t('columns.session')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.content.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
            {pages > 1 ? (
              <Group component="nav" aria-label={t('pages')}>
                <Button
                  variant="default"
                  disabled={page <= 1}
                  onClick={() => go(Math.max(0, offset - pagingSize))}
                >
                  {t('previous')}
                </Button>
                <Text>{t('page', { page, pages })}</Text>
                <Button
                  variant="default"
                  disabled={page >= pages}
                  onClick={() => go(offset + pagingSize)}
                >
                  {t('next')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}
