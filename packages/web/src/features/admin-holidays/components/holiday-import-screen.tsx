import { Alert, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkIcalFile } from '@lesesaal/domain/holidays/rules';
import { ApiError } from '../../../api/client';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { useImportHolidays, type HolidayImportResult } from '../api';
import { BookedOnHolidays } from './booked-on-holidays';
import { HolidayBackLinks } from './holiday-form-screen';

/** Staff screen `/holiday-import`: an iCal (.ics) file, checked, then imported. */
export function HolidayImportScreen() {
  const { t } = useTranslation('admin-holidays');
  const importHolidays = useImportHolidays();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<HolidayImportResult | null>(null);
  useDocumentTitle(t('import.title'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkIcalFile(
      file ? { type: file.type, size: file.size, name: file.name } : null,
    );
    setProblem(check);
    setResult(null);
    if (check || !file) {
      document.getElementById('holiday-import-file')?.focus();
      return;
    }
    importHolidays.mutate(file, {
      onSuccess: (imported) => {
        setResult(imported);
        notify({ type: 'success', title: t('import.done', { count: imported.importedHolidays }) });
      },
    });
  };

  return (
    <Stack gap="md" maw={640}>
      <HolidayBackLinks />
      <Title order={1}>{t('import.title')}</Title>
      <Text>{t('import.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {importHolidays.error ? (
            <Alert color="red.9" variant="outline" role="alert" title={t('import.failed')}>
              {/* a 400 here is about the file, not the visitor's e-mail or phone (errors.json) */}
              {importHolidays.error instanceof ApiError &&
              importHolidays.error.code === 'validation__error'
                ? importHolidays.error.messageKey === 'validation__error_file.rrule'
                  ? t('import.invalidRule')
                  : t('import.invalidFile')
                : errorMessage(importHolidays.error)}
            </Alert>
          ) : null}
          <FileInput
            id="holiday-import-file"
            label={t('import.file')}
            description={t('import.fileHint')}
            required
            accept=".ics,.ical,text/calendar"
            clearable
            clearButtonProps={{ 'aria-label': t('import.clear') }}
            value={file}
            onChange={(next) => {
              setFile(next);
              setProblem(null);
            }}
            error={problem ? validationMessage(problem, t('import.file')) : undefined}
          />
          <Group>
            <Button type="submit" loading={importHolidays.isPending}>
              {t('import.submit')}
            </Button>
            <Button variant="default" component={Link} to="/holiday-list">
              {t('import.back')}
            </Button>
          </Group>
        </Stack>
      </form>
      {result ? (
        <Alert
          color="green.9"
          variant="outline"
          title={t('import.done', { count: result.importedHolidays })}
        >
          {t('import.skipped', { count: result.skippedHolidays })}
        </Alert>
      ) : null}
      {result ? <BookedOnHolidays bookings={result.bookingsOnHolidays} /> : null}
    </Stack>
  );
}
