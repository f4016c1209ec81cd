// Imported on demand by the request functions (see lib/response-schemas).
export {
  notificationListSchema,
  notificationSchema,
  notificationsClearedResultSchema,
  notificationsReadResultSchema,
} from '@careledger/shared';
