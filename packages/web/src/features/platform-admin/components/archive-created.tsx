import { Alert, Anchor, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusHeading } from '../../../components/focus-heading';
import type { CreatedArchive } from '../api';
import { archivePath } from './archive-labels';

/**
 * The archive just created: where it is served, and its first admin's password, which the
 * server answers this once (it is not stored anywhere readable). The focus moves to the
 * heading, so the new state is read first.
 */
export function ArchiveCreated({
  archive,
  adminEmail,
}: {
  archive: CreatedArchive;
  adminEmail: string;
}) {
  const { t } = useTranslation('platform');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (heading.current) focusHeading(heading.current);
  }, []);
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} ref={heading}>
        {t('created.title', { name: archive.name })}
      </Title>
      <Text>
        {t('created.address')} <code>{archivePath(archive)}</code>
      </Text>
      <Alert color="yellow" variant="outline" title={t('created.passwordTitle')}>
        <Stack gap="xs">
          <Text>
            {t('created.passwordHint', {
              email: adminEmail,
              path: `${archivePath(archive)}admin/`,
            })}
          </Text>
          <Text>
            {t('created.password')} <Code fz="md">{archive.firstAdminPassword}</Code>
          </Text>
        </Stack>
      </Alert>
      <Group gap="lg">
        <Anchor component={Link} to="/" state={{ focusArchive: archive.id }}>
          {t('created.toList')}
        </Anchor>
        <Anchor component={Link} to={`/archives/${archive.id}`}>
          {t('created.toArchive')}
        </Anchor>
      </Group>
    </Stack>
  );
}
