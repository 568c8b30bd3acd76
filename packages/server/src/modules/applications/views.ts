import type { Application, ApplicationListItem } from '@lesesaal/domain/applications/schema';
import { applicationStateOn } from '@lesesaal/domain/applications/validity';
import type { IsoDate } from '@lesesaal/domain/dates';
import type { ApplicationRow } from './repository';

const storedState = (state: string) =>
  state === 'approved' || state === 'refused' ? state : ('submitted' as const);

/** An application as its reader and the staff read it, its state on `today`. */
export function toApplication(row: ApplicationRow, today: IsoDate): Application {
  return {
    id: row.id,
    state: applicationStateOn(storedState(row.state), row.validUntil, today),
    name: row.name,
    street: row.street,
    postcode: row.postcode,
    town: row.town,
    country: row.country,
    phone: row.phone,
    institution: row.institution,
    topic: row.topic,
    purpose: row.purpose,
    publicationPlanned: row.publicationPlanned,
    rulesAccepted: true,
    privacyAccepted: true,
    email: row.email,
    rulesVersion: row.rulesVersion,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    refusalReason: row.refusalReason,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    identityCheckedAt: row.identityCheckedAt?.toISOString() ?? null,
  };
}

export function toListItem(row: ApplicationRow, today: IsoDate): ApplicationListItem {
  const a = toApplication(row, today);
  return {
    id: a.id,
    state: a.state,
    name: a.name,
    email: a.email,
    topic: a.topic,
    purpose: a.purpose,
    submittedAt: a.submittedAt,
    decidedAt: a.decidedAt,
    validUntil: a.validUntil,
    identityCheckedAt: a.identityCheckedAt,
  };
}

export { storedState };
