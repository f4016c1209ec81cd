// The notifications module's front door: what the rest of the server may use. A module that raises a
// notification inside its own write calls storeNotification with that write's transaction (see inTransaction).
export { type NotificationAudience, raiseNotification, storeNotification } from './raise-notification';
export { notificationRoutes } from './routes';
