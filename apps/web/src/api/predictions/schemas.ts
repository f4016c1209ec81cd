// The prediction answers' schemas, checked where lib/response-validation checks answers.
import { predictionRunSchema } from '@careledger/shared';

export { itemForecastSchema, predictionRunSchema, predictionSettingsSchema } from '@careledger/shared';

/** The last stored run of a timeframe, or null before the first one. */
export const latestPredictionSchema = predictionRunSchema.nullable();
