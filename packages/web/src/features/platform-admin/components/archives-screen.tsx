import { Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { LongText } from '../../../components/long-text';
import { useDocumentTitle } from '../../../components/use-document-title';
import { archivesQuery, type Archive } from '../api';
import { archivePath, useArchiveLabels } from './archive-labels';
import { ScrollRegion } from './scroll-region';

/** Navigation state after a create or save: the archive whose row gets the focus. */
export interface ArchiveFocusState {
  focusArchive?: number;
}

/** The archive the previous screen asks to focus (`navigate('/', { state })`). */
function useFocusTarget(archives: Archive[] | undefined) {
  const { state } = useLocation() as { state: ArchiveFocusState | null };
  const target = state?.focusArchive;
  const link = useRef<HTMLAnchorElement>(null);
  const shown = archives?.some((archive) => archive.id === target) ?? false;
  useEffect(() => {
    if (shown) link.current?.focus();
  }, [shown]);
  return { target, link };
}

function ArchiveRow({ archive, linkRef }: { archive: Archive; linkRef?: Ref<HTMLAnchorElement> }) {
  const { t } = useTranslation('platform');
  const labels = useArchiveLabels();
  return (
    <Table.Tr>
      <Table.Th scope="row" fw="normal">
        <LongText>{archive.name}</LongText>
      </Table.Th>
      <Table.Td>
        <code>{archivePath(archive)}</code>
      </Table.Td>
      <Table.Td>
        <LongText>{labels.hostName(archive)}</LongText>
      </Table.Td>
      <Table.Td>{labels.timeZone(archive)}</Table.Td>
      <Table.Td>{labels.language(archive)}</Table.Td>
      <Table.Td>{labels.state(archive)}</Table.Td>
      <Table.Td>
        <Anchor
          ref={linkRef}
          component={Link}
          to={`/archives/${archive.id}`}
          aria-label={t('list.editOf', { name: archive.name })}
        >
          {t('list.edit')}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}

/** Platform screen `/`: every archive with its address, host name, settings and state. */
export function ArchivesScreen() {
  const { t } = useTranslation('platform');
  const api = useApi();
  const archives = useQuery(archivesQuery(api));
  const focus = useFocusTarget(archives.data);
  useDocumentTitle(t('list.title'));

  return (
    <Stack gap="md">
      <Title order={1}>{t('list.title')}</Title>
      <Text>{t('list.intro')}</Text>
      <div>
        <Button component={Link} to="/archives/new">
          {t('list.add')}
        </Button>
      </div>
      <LoadState status={loadStatusOf(archives)} error={archives.error}>
        {archives.data ? (
          <ScrollRegion labelledBy="archives-caption">
            <Table striped miw={760}>
              <Table.Caption id="archives-caption">
                {t('list.caption', { count: archives.data.length })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('fields.name')}</Table.Th>
                  <Table.Th scope="col">{t('fields.address')}</Table.Th>
                  <Table.Th scope="col">{t('fields.hostName')}</Table.Th>
                  <Table.Th scope="col">{t('fields.timeZone')}</Table.Th>
                  <Table.Th scope="col">{t('fields.defaultLanguage')}</Table.Th>
                  <Table.Th scope="col">{t('fields.state')}</Table.Th>
                  <Table.Th scope="col">{t('list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {archives.data.map((archive) => (
                  <ArchiveRow
                    key={archive.id}
                    archive={archive}
                    linkRef={archive.id === focus.target ? focus.link : undefined}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        ) : null}
      </LoadState>
    </Stack>
  );
}
