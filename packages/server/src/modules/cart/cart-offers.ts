import type { Db } from '../../db/client';

/**
 * What the cart asks of the waiting list: a cart may be an offer (a seat offered to the first
 * in line). The waiting-list module implements it (`cartOffers`) and the app hands it to the
 * cart's routes, so the cart module — whose seat functions the waiting list calls — never
 * imports the waiting list (the module graph stays without a cycle).
 */
export interface CartOffers {
  /** the cart holds an open offer */
  isOffer(tx: Db, cartId: string): Promise<boolean>;
  /** a touch moved the cart's end: the offer ends with its cart */
  extend(tx: Db, cartId: string, expiredAt: Date): Promise<void>;
  /**
   * The cart (locked) gives its seat back before it was booked — deleted, or its ticket
   * removed: `release` frees the seat; an offer is declined and its seat offered to the next
   * in line, under the slot lock, in the same transaction.
   */
  release(tx: Db, cartId: string, now: Date, release: () => Promise<void>): Promise<void>;
}
