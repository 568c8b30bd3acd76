export { PLAN_MAX_BYTES, preparePlan } from './prepare-plan';
