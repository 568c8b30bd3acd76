import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isServiceUnavailable } from './query-client';

/**
 * While the server answers 503 (its database briefly unreachable), a notice says so and that
 * nothing the visitor chose is lost: the screens keep their state and the reads are retried
 * (query-client.ts). It shows from the first 503 of a read or a write, also while the read is
 * still being retried, and goes with the next successful answer. The live region is always in
 * the page, so screen readers announce the notice politely when it appears.
 */
export function ServiceUnavailableNotice() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'success') setUnavailable(false);
      else if (isServiceUnavailable(event.query.state.fetchFailureReason)) setUnavailable(true);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'success') setUnavailable(false);
      else if (isServiceUnavailable(event.mutation.state.error)) setUnavailable(true);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  return (
    <div role="status" aria-live="polite">
      {unavailable && (
        <Alert color="yellow" title={t('serviceUnavailable.title')} mb="md">
          {t('serviceUnavailable.text')}
        </Alert>
      )}
    </div>
  );
}
