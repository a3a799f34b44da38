export {
  MIN_CHARGE_PAISE,
  maxPointsFor,
  POINT_VALUE_PAISE,
  type PointsSpent,
  pointsToCover,
  pointsToSpend,
} from './points.js';
