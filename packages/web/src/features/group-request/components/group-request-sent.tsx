import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWeekdayDate } from '../../../components/format-date';
import type { GroupRequestView } from '../api';

interface GroupRequestSentProps {
  sent: GroupRequestView;
  heading: Ref<HTMLHeadingElement>;
}

/**
 * What follows a sent request: "Request sent" (the focus moves here, the form is gone), what
 * was asked for and where the mail with the request's link went.
 */
export function GroupRequestSent({ sent, heading }: GroupRequestSentProps) {
  const { t, i18n } = useTranslation('groups');
  const when = t('manage.when', {
    date: formatWeekdayDate(sent.date, i18n.language),
    start: sent.startTime,
    end: sent.endTime,
  });
  return (
    <Stack gap="sm">
      <Title order={1} ref={heading}>
        {t('sent.title')}
      </Title>
      <Text>{t('sent.text', { when, room: sent.roomName })}</Text>
      <Text>
        {sent.wholeRoom
          ? t('sent.wholeRoom')
          : t('sent.seats', { count: sent.seatsRequested ?? 0 })}
      </Text>
      <Text>{t('sent.mail', { email: sent.email ?? '' })}</Text>
      <Anchor component={Link} to={`/room/${sent.roomId}`} w="fit-content">
        {t('sent.back')}
      </Anchor>
    </Stack>
  );
}
