import { describe, expect, it } from 'vitest';
import { seatsToOffer, waitingListJoinRefusal } from './rules';

describe('joining a waiting list', () => {
  it('is allowed only for a full slot that is otherwise bookable', () => {
    expect(waitingListJoinRefusal({ capacity: 5 }, ['timeslot_no_tickets_left'])).toBeNull();
  });

  it('is refused for a slot with free seats: the visitor books instead', () => {
    expect(waitingListJoinRefusal({ capacity: 5 }, [])).toBe('waiting_list__slot_not_full');
  });

  it('is refused outside the opening window, after the start and for a closed slot', () => {
    expect(
      waitingListJoinRefusal({ capacity: 5 }, ['timeslot_not_open', 'timeslot_no_tickets_left']),
    ).toBe('timeslot_not_open');
    expect(waitingListJoinRefusal({ capacity: 0 }, ['timeslot_no_tickets_left'])).toBe(
      'timeslot_not_open',
    );
  });
});

describe('seats to offer', () => {
  it('are the free seats, none when the slot is full or overbooked', () => {
    expect(seatsToOffer({ capacity: 5 }, 3)).toBe(2);
    expect(seatsToOffer({ capacity: 5 }, 5)).toBe(0);
    expect(seatsToOffer({ capacity: 5 }, 7)).toBe(0);
  });
});
