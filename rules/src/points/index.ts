export {
  MIN_CHARGE_PAISE,
  maxPointsFor,
  POINT_VALUE_PAISE,
  type PointsSpent,
  pointsToCover,
  pointsToSpend,
  pointsValuePaise,
} from './points.js';
