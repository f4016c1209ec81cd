// Imported on demand by the request functions (see SchemaLoader in lib/api-client).
export {
  notificationListSchema,
  notificationSchema,
  notificationsClearedResultSchema,
  notificationsReadResultSchema,
} from '@careledger/shared';
