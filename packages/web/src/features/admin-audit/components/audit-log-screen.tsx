import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_EVENTS,
  AUDIT_SYSTEM_ACTIONS,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
  type AuditEvent,
} from '@lesesaal/domain/audit/schema';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { formatInstant } from '../../../components/format-date';
import { LongText } from '../../../components/long-text';
import { PagedLogTable, useOffsetParam } from '../../../components/paged-log-table';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { auditLogQuery } from '../api';

/** One entry: when, who, what, which item, which fields, which kind of session. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('admin-audit');
  const { timeZone } = useConfig();
  const actionOf = () => {
    if ((AUDIT_ACTIONS as readonly string[]).includes(entry.action))
      return t(`actions.${entry.action as AuditAction}`);
    if ((AUDIT_EVENTS as readonly string[]).includes(entry.action))
      return t(`events.${entry.action as AuditEvent}`);
    if (Object.hasOwn(AUDIT_SYSTEM_ACTIONS, entry.action))
      return t(`system.${AUDIT_SYSTEM_ACTIONS[entry.action as keyof typeof AUDIT_SYSTEM_ACTIONS]}`);
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
 * `?offset=` in the address (`PagedLogTable`). Shows field names only — the server never
 * stores values — and which kind of session acted (the archive's staff, the platform's
 * support, the platform).
 */
export function AuditLogScreen() {
  const { t } = useTranslation('admin-audit');
  const api = useApi();
  const { pagingSize } = useConfig();
  const { offset, go } = useOffsetParam();
  const log = useQuery(auditLogQuery(api, offset, pagingSize));
  useDocumentTitle(t('title'));

  return (
    <Stack gap="md">
      <BackLinks label={t('nav.label')} links={[{ to: '/', label: t('nav.dashboard') }]} />
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      <PagedLogTable
        log={log}
        offset={offset}
        go={go}
        text={(key, values) => t(key, values)}
        columns={(['at', 'account', 'action', 'entity', 'fields', 'session'] as const).map(
          (column) => t(`columns.${column}`),
        )}
        minWidth={720}
        row={(entry) => <AuditRow entry={entry} />}
      />
    </Stack>
  );
}
