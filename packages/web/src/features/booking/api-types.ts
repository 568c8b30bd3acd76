/**
 * The visitor flow's data as the server's OpenAPI document declares its answers (types only:
 * nothing of this reaches the bundle). A server change that breaks a screen fails the typecheck.
 */
import type { ApiData } from '../../api/client';

/** A room of the room chooser, with its next free day. */
export type VisitorRoom = ApiData<'/api/rooms', 'get'>['content'][number];
/** One room (the calendar's heading, window and records ordering). */
export type Room = ApiData<'/api/rooms/{id}', 'get'>;
/** A visitor's cart: its tickets and how long it holds them. */
export type Transaction = ApiData<'/api/transactions/{id}', 'get'>;
/** A ticket of the cart or of a confirmation link. */
export type Ticket = Transaction['tickets'][number];
/** What booking the cart answers: the booked tickets and `manageUrl`, the booking's page. */
export type Booked = ApiData<'/api/transactions/{id}/booking', 'put'>;
/** A record ordered for a visit. */
export type Unit = NonNullable<Ticket['units']>[number];
/** A slot of the room calendar, evaluated for the visitor (and the cart, if any). */
export type TimeSlot = ApiData<'/api/rooms/{id}/booking', 'get'>[number];
/** The waiting list entry of an e-mailed link. */
export type WaitingListEntry = ApiData<'/api/waiting-list/{token}', 'get'>;
