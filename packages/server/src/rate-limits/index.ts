// The shared fixed-window counters (table `rate_limit_counters`): staff sign-in, the
// visitor request limits (http/) and the mail limits (mail/) count through them. A module
// of its own so that infrastructure counts without importing a feature module.
export {
  clearCounter,
  counterHitSql,
  counterHitStatement,
  counterHitValues,
  counterStateOf,
  deleteEndedCounters,
  hitCounter,
  isLiveCounter,
  undoHit,
  type CounterState,
} from './counters';
