import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '../api';
import { useFormat } from './chart-section';

/**
 * "How busy are the microfilm readers": bookings per month (rows, by name) and seat equipment
 * (columns), the seats carrying each type in the footer row. Nothing at all when no seat of
 * the chosen rooms has equipment (or those rooms had no slots in the period). A table wider
 * than the screen scrolls in its own region (named by the caption, so it differs from the
 * section's name), a tab stop so the keyboard can scroll it.
 */
export function EquipmentTable({
  equipment,
  period,
}: {
  equipment: Statistics['equipment'];
  period: { from: string; until: string };
}) {
  const { t, i18n } = useTranslation('admin-statistics');
  const { month: monthName } = useFormat();
  // every type has the same months (the server's rule); their union all the same
  const months = [...new Set(equipment.flatMap((e) => e.months.map((m) => m.month)))].sort();
  if (months.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const nameOf = (e: Statistics['equipment'][number]) =>
    i18n.resolvedLanguage === 'en' ? e.nameEn : e.nameDe;
  return (
    <section aria-labelledby="statistics-equipment">
      <Title order={2} size="h3" id="statistics-equipment" mb="xs">
        {t('equipment.title')}
      </Title>
      <Text mb="xs">{t('equipment.note')}</Text>
      <div
        className="lesesaal-statistics-table-scroll"
        role="region"
        aria-labelledby="statistics-equipment-caption"
        tabIndex={0}
      >
        <Table striped horizontalSpacing="xs" className="lesesaal-statistics-table">
          <Table.Caption id="statistics-equipment-caption">
            {t('equipment.caption', period)}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('equipment.month')}</Table.Th>
              {equipment.map((e) => (
                <Table.Th key={e.key} scope="col" ta="right">
                  {nameOf(e)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((month) => (
              <Table.Tr key={month}>
                <Table.Th scope="row" fw="normal">
                  {monthName(month)}
                </Table.Th>
                {equipment.map((e) => (
                  <Table.Td key={e.key} ta="right">
                    {number.format(e.months.find((m) => m.month === month)?.bookings ?? 0)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('equipment.seats')}</Table.Th>
              {equipment.map((e) => (
                <Table.Td key={e.key} ta="right" fw={700}>
                  {number.format(e.seats)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </div>
    </section>
  );
}
