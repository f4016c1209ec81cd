import {
  type AlertCondition,
  type AlertSeverity,
  type AlertText,
  daysUntil,
  type NewNotification,
  type NotificationText,
} from '@careledger/shared';

export interface AlertSubject {
  name: string;
  unit: string;
  stock: number;
  threshold: number;
  /** The expiry the condition was computed from. */
  expiry: string | null;
}

/**
 * What an alert says, as its type and the values its words need (`alerts.<type>` in the catalogue): stored
 * with the alert, rendered in English beside it, and worded in the reader's language by the web app.
 */
export function describeAlert(condition: AlertCondition, subject: AlertSubject, today: string): AlertText {
  const { name, unit, stock, threshold } = subject;
  // Expiry conditions are only raised with an expiry; today stands in should one ever be missing.
  const expiry = subject.expiry ?? today;
  switch (condition.type) {
    case 'out_of_stock':
      return { type: 'out_of_stock', params: { name, unit, threshold } };
    case 'critical_stock':
    case 'low_stock':
      return { type: condition.type, params: { name, unit, stock, threshold } };
    case 'expiry_soon':
      return { type: 'expiry_soon', params: { name, expiry, count: Math.max(0, daysUntil(expiry, today)) } };
    case 'expired':
      return { type: 'expired', params: { name, expiry } };
  }
}

const PRIORITY: Record<AlertSeverity, NewNotification['priority']> = {
  critical: 'high',
  high: 'high',
  medium: 'medium',
  low: 'low',
};
const TYPE: Record<AlertSeverity, NewNotification['type']> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'info',
};

/**
 * The notification a new alert raises: the alert's type as code, with its params (so the same words), in the
 * inventory category, linking to the inventory screen.
 */
export function alertNotification({
  severity,
  text,
}: {
  severity: AlertSeverity;
  text: AlertText;
}): NewNotification {
  // Every alert type is a notification code with the same params (notificationParams spreads alertParams).
  const words = { code: text.type, params: text.params } as NotificationText;
  return {
    ...words,
    category: 'inventory',
    actionUrl: '/inventory',
    priority: PRIORITY[severity],
    type: TYPE[severity],
  };
}
