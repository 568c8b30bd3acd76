import { describe, expect, it } from 'vitest';
import { seatPayloadSchema, seatPlanAltSchema } from '@lesesaal/domain/seats/schema';
import { DEMO_EQUIPMENT, DEMO_PLAN_ALT, DEMO_SEATS, demoSeatPlanSvg } from './seat-plan';

describe('the demo seat plan', () => {
  const svg = demoSeatPlanSvg();

  // the seats service takes it (seed.test.ts): an SVG without filter effects
  it('is an SVG without the word the plan upload refuses, with a text alternative', () => {
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg).not.toMatch(/filter/i);
    expect(seatPlanAltSchema.safeParse(DEMO_PLAN_ALT).success).toBe(true);
  });

  it('draws the label of every named seat, and only those', () => {
    const labels = DEMO_SEATS.map((s) => s.label);
    expect(new Set(labels).size).toBe(labels.length);
    const numbers = [...svg.matchAll(/font-size="30"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(numbers).toEqual(labels);
  });

  it('gives each seat equipment of the list and a place on the plan, far enough apart for a phone', () => {
    const keys = new Set(DEMO_EQUIPMENT.map((e) => e.key));
    for (const seat of DEMO_SEATS) {
      expect(seatPayloadSchema.safeParse(seat).success).toBe(true);
      expect(seat.equipment.every((k) => keys.has(k))).toBe(true);
    }
    // a seat's button is about 2.5rem wide; on a 320 px wide plan 150 thousandths are 48 px
    for (const a of DEMO_SEATS)
      for (const b of DEMO_SEATS)
        if (a !== b)
          expect(
            Math.abs(a.x - b.x) >= 150 || Math.abs(a.y - b.y) >= 150,
            `${a.label} and ${b.label}`,
          ).toBe(true);
  });
});
