export {
  type LineReturnState,
  RETURN_CONDITIONS,
  RETURN_WINDOW_DAYS,
  type ReturnableLine,
  type ReturnCondition,
  type ReturnRefusalCode,
  type ReturnRefusalContext,
  returnRefusal,
  returnWindowClosesAt,
} from './return-policy.js';
