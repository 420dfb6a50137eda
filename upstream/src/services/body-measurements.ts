// The body measurements (anthropometric records) that count as 'the latest weight and height': the
// energy requirement and GET /v1/users/{id} read the newest record where both were measured.
import { and, isNotNull } from 'drizzle-orm';
import { bodyMeasurements } from '../db/schema';

export const hasWeightAndHeight = and(isNotNull(bodyMeasurements.weight), isNotNull(bodyMeasurements.height));
