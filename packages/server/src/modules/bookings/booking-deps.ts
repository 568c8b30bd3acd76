import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { ArchiveClock } from '../../http/types';

/** What the booking use cases (a visitor's cart, a staff booking) are given. */
export interface BookingServiceDeps {
  db: Db;
  clock: ArchiveClock;
  config: AppConfig;
  /** source of booking numbers (tests force a clash); default: CSPRNG */
  newBookingNumber?: () => string;
}
