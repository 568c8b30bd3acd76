/**
 * Test harness only (desk-checkin.spec.ts): loaded into a server process with
 * `node --import tsx --import ./e2e/support/shifted-clock.ts …`, it shifts the process's clock
 * by `LESESAAL_E2E_CLOCK_SHIFT_MS` until the process receives SIGUSR2, then runs on real time.
 * A journey can so create slots for today (the API accepts only days after today)
 * while the server still lives yesterday, and then work on them as today's.
 */
const RealDate = Date;
let shiftMs = Number(process.env.LESESAAL_E2E_CLOCK_SHIFT_MS ?? 0);

class ShiftedDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(RealDate.now() + shiftMs);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }

  static override now(): number {
    return RealDate.now() + shiftMs;
  }
}

globalThis.Date = ShiftedDate as DateConstructor;
process.on('SIGUSR2', () => {
  shiftMs = 0;
});
