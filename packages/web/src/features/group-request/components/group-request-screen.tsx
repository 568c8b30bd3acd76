import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useGroupRequest } from '../use-group-request';
import { GroupPersonFields } from './group-person-fields';
import { GroupRequestSent } from './group-request-sent';
import { GroupWhenFields } from './group-when-fields';

/**
 * Visitor screen `/room/{id}/group-request` (linked from the room's calendar, `?day=` the
 * day chosen there): an organiser asks for seats of one slot, or the whole room, with the
 * visit's topic and records and their own details; the bot check runs as for a new cart.
 * Required fields are marked, the first invalid one is focused, a refusal is announced; once
 * sent, "Request sent" replaces the form and takes the focus.
 */
export function GroupRequestScreen() {
  // the fields' messages too: loaded with the screen, so that no part suspends it later (the
  // focus would be lost with the heading hidden meanwhile)
  const { t } = useTranslation(['groups', 'validation']);
  const errorMessage = useErrorMessage();
  const g = useGroupRequest();
  useDocumentTitle(g.sent ? t('sent.title') : t('request.title'));
  if (g.sent) return <GroupRequestSent sent={g.sent} heading={g.sentHeading} />;
  const back = { to: `/room/${g.roomId}`, label: t('request.otherRoom') };
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('request.title')}</Title>
      <LoadState status={loadStatusOf(g.room)} error={g.room.error} back={back}>
        <Stack gap="md">
          <Text fw={600}>{t('request.room', { name: g.room.data?.name ?? '' })}</Text>
          <Anchor component={Link} to={back.to} w="fit-content">
            {back.label}
          </Anchor>
          <Text>{t('request.intro')}</Text>
          <Text size="sm">{t('request.requiredHint')}</Text>
          <form onSubmit={g.submit} noValidate>
            <Stack gap="lg">
              <GroupWhenFields form={g.form} first={g.first} slots={g.shownSlots} slot={g.slot} />
              <GroupPersonFields form={g.form} />
              {/* Always in the DOM, so the check and a refusal are announced when they appear. */}
              <div role="status" aria-live="polite">
                {g.botCheck.status === 'checking' ? (
                  <Text size="sm">{t('request.botCheck')}</Text>
                ) : null}
              </div>
              {g.send.isError ? (
                <Alert role="alert" color="red" variant="outline">
                  {errorMessage(g.send.error)}
                </Alert>
              ) : null}
              <Group>
                <Button type="submit" size="md" loading={g.send.isPending}>
                  {t('request.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </LoadState>
    </Stack>
  );
}
