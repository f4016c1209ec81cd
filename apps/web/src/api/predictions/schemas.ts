// Imported on demand by the prediction requests (see SchemaLoader in lib/api-client).
export { itemForecastSchema, predictionRunSchema, predictionSettingsSchema } from '@careledger/shared';
