/**
 * What the visitor's browser keeps between screens: the cart's transaction id, the
 * personal data form, the records to order and the units a catalogue link asked
 * for, in sessionStorage only — gone when the window closes, cleared on reset and after
 * booking.
 */
import type { z } from 'zod';
import type { visitorOwnerSchema } from '@lesesaal/domain/owners/schema';
import type { ReadingBody, ReadingDraft } from './reading';

const TRANSACTION_KEY = 'lesesaal.transactionId';
const OWNER_KEY = 'lesesaal.personalData';
/** the cart id of a seat offered from the waiting list (it holds that one seat only) */
const OFFER_KEY = 'lesesaal.waitingListOffer';
/** the records to order, per cart ticket, as typed */
const RECORDS_KEY = 'lesesaal.records';
/** the units a catalogue link asked for (`/?order=…`), not yet given to a visit */
const CATALOGUE_KEY = 'lesesaal.catalogueOrder';
/** the research step's fields as typed, and what the booking call carries of them */
const READING_KEY = 'lesesaal.reading';

/** The research step (purpose, topic, user application): as typed and as it is sent. */
export interface StoredReading {
  draft: ReadingDraft;
  body: ReadingBody;
}

/** One order line as the records step holds it: every field as typed. */
export interface UnitDraft {
  callNumber: string;
  title: string;
  note: string;
}

/** The records step's lines per cart ticket id. */
export type RecordsDrafts = Record<string, UnitDraft[]>;

/**
 * The personal data form's values: the input of the domain's visitor schema, every field
 * present as the form holds it (texts as typed, empty ones as '').
 */
export type PersonalData = {
  [K in keyof z.input<typeof visitorOwnerSchema>]-?: NonNullable<
    z.input<typeof visitorOwnerSchema>[K]
  >;
};

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // storage disabled: the flow still works within this page
  }
}

export const cartStorage = {
  transactionId: (): string | null => read(TRANSACTION_KEY),
  setTransactionId: (id: string | null) => write(TRANSACTION_KEY, id),
  personalData: (): PersonalData | null => readJson<PersonalData>(OWNER_KEY),
  setPersonalData: (data: PersonalData | null) =>
    write(OWNER_KEY, data ? JSON.stringify(data) : null),
  /** Whether the cart `id` is a seat offered from the waiting list. */
  isOffer: (id: string | null): boolean => id !== null && read(OFFER_KEY) === id,
  setOffer: (id: string | null) => write(OFFER_KEY, id),
  records: (): RecordsDrafts => readJson<RecordsDrafts>(RECORDS_KEY) ?? {},
  setRecords: (drafts: RecordsDrafts | null) =>
    write(RECORDS_KEY, drafts ? JSON.stringify(drafts) : null),
  catalogueOrder: (): UnitDraft[] => readJson<UnitDraft[]>(CATALOGUE_KEY) ?? [],
  setCatalogueOrder: (units: UnitDraft[] | null) =>
    write(CATALOGUE_KEY, units && units.length > 0 ? JSON.stringify(units) : null),
  reading: (): StoredReading | null => readJson<StoredReading>(READING_KEY),
  setReading: (reading: StoredReading | null) =>
    write(READING_KEY, reading ? JSON.stringify(reading) : null),
  clear(): void {
    write(TRANSACTION_KEY, null);
    write(READING_KEY, null);
    write(OWNER_KEY, null);
    write(OFFER_KEY, null);
    write(RECORDS_KEY, null);
    write(CATALOGUE_KEY, null);
  },
};
