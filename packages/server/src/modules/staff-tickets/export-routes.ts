import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { ticketListQuerySchema, type StaffTicket } from '@lesesaal/domain/tickets/schema';
import {
  dateCell,
  exportQueryShape,
  timeCell,
  mapPages,
  sendExport,
  type Cell,
  type ExportColumn,
  type ExportLanguage,
} from '../../http/export/index';
import { EXPORT_FILE } from '../../http/openapi/errors';
import { exportColumn, exportTexts } from '../../texts';
import type { ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { createTicketsService } from './staff-service';

/**
 * The reservation list's columns (its screen: room, name, institution, e-mail, date and time,
 * and the named seat).
 */
export const RESERVATION_EXPORT_COLUMNS: readonly ExportColumn[] = (
  [
    'room',
    'lastName',
    'firstName',
    'institution',
    'email',
    'date',
    'start',
    'end',
    'bookingNumber',
    'seat',
  ] as const
).map((column) => exportColumn(`reservations.columns.${column}`));

/** The seat cell: the named seat's label, "no seat assigned", or empty (no named seats). */
const seatCell = (t: StaffTicket, lang: ExportLanguage): Cell =>
  t.seatLabel ?? (t.seatMissing ? exportTexts(lang)('reservations.noSeat') : null);

/**
 * A ticket as a row of the reservation export (personal fields empty once erased): date and
 * times as date and time cells, the booking number as printed everywhere (`ABCD-EFGH`).
 */
export const reservationRow = (t: StaffTicket, lang: ExportLanguage): Cell[] => [
  t.roomName,
  t.lastName,
  t.firstName,
  t.organisation,
  t.email,
  dateCell(t.date),
  timeCell(t.startTime),
  timeCell(t.endTime),
  t.bookingNumber === null ? null : formatBookingNumber(t.bookingNumber),
  seatCell(t, lang),
];

/**
 * `GET /admin/tickets/export`: the reservation list with the list's filters,
 * search and sort, as CSV or XLSX, streamed. ADMIN only, as the list itself.
 */
export async function ticketExportRoutes(api: ZodApp): Promise<void> {
  const tickets = perArchive(createTicketsService);
  api.get(
    '/admin/tickets/export',
    {
      config: { file: EXPORT_FILE },
      schema: {
        tags: ['admin tickets'],
        summary: 'Export of the ticket list (same filters, search and sort) as CSV or XLSX',
        description:
          '`format` csv or xlsx (else 400); `lang` de (default: CSV separated by `;`) or en (`,`), ' +
          'also the language of the column titles. CSV is UTF-8 with BOM; text cells starting ' +
          "with = + - @, tab or CR get a leading `'`. All matching tickets; `limit`/`offset` are ignored.",
        security: [{ session: [] }],
        querystring: ticketListQuerySchema.extend(exportQueryShape),
      },
    },
    async (request, reply) => {
      const { format, lang, limit: _limit, offset: _offset, ...query } = request.query;
      const t = exportTexts(lang);
      const cancelled = query.status === 'CANCELLED' ? t('reservations.cancelled') : null;
      const range = [query.fromDate, query.untilDate].filter(Boolean).join('_');
      return sendExport(
        reply,
        {
          fileName: [t('reservations.fileName'), cancelled, range].filter(Boolean).join('_'),
          sheetName: t('reservations.sheet'),
          columns: RESERVATION_EXPORT_COLUMNS,
          pages: mapPages(tickets(request).allPages(query), (t) => reservationRow(t, lang)),
        },
        format,
        lang,
      );
    },
  );
}
