import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useGroupManage } from '../use-group-manage';
import { CancelGroupDialog } from './cancel-group-dialog';
import { GroupDetails } from './group-details';
import { ParticipantsForm } from './participants-form';

/**
 * Visitor screen `/group/{token}`: the link of the group request's mails. It opens without
 * the privacy notice (accepted when asking) and changes nothing by being opened (mail
 * scanners follow links). It shows the state and the details; the participants can be given
 * until the day before the visit, and the request (or the confirmed visit) cancelled after a
 * confirmation in a dialog.
 */
export function GroupManageScreen() {
  // the fields' messages too: loaded with the screen, so that no part suspends it later (the
  // focus would be lost with the heading hidden meanwhile)
  const { t } = useTranslation(['groups', 'validation']);
  const m = useGroupManage();
  useDocumentTitle(t('manage.title'));
  const g = m.request.data;
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('manage.title')}</Title>
      <Text>{t('manage.intro')}</Text>
      <LoadState
        status={loadStatusOf(m.request)}
        error={m.request.error}
        errorMessage={m.invalid ? t('manage.invalid') : undefined}
      >
        {g ? (
          <Stack gap="xl">
            <section aria-labelledby="group-state">
              <Title order={2} size="h3" id="group-state" mb="sm" ref={m.stateHeading}>
                {t('manage.state', { state: t(`manage.states.${g.status}`) })}
              </Title>
              <GroupDetails request={g} />
            </section>
            {g.status === 'REQUESTED' || g.status === 'CONFIRMED' ? (
              <ParticipantsForm
                key={g.status}
                request={g}
                pending={m.participantsPending}
                error={m.participantsError}
                onSave={m.saveParticipants}
              />
            ) : null}
            {g.canCancel ? (
              <section aria-labelledby="group-cancel">
                <Title order={2} size="h3" id="group-cancel" mb="xs">
                  {t('manage.cancelTitle')}
                </Title>
                <Stack gap="sm" align="flex-start">
                  <Text>{t('manage.cancelText')}</Text>
                  <Button color="red.8" variant="outline" onClick={m.ask}>
                    {t('manage.cancel')}
                  </Button>
                </Stack>
              </section>
            ) : null}
          </Stack>
        ) : null}
      </LoadState>
      <CancelGroupDialog
        opened={m.asking}
        pending={m.cancelling}
        returnFocus={!m.cancelled}
        onConfirm={m.confirmCancel}
        onClose={m.keep}
      />
      <Anchor component={Link} to="/" w="fit-content">
        {t('manage.newRequest')}
      </Anchor>
    </Stack>
  );
}
