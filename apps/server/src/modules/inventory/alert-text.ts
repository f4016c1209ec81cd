import { type AlertCondition, type AlertSeverity, daysUntil, type NewNotification } from '@careledger/shared';

export interface AlertSubject {
  name: string;
  unit: string;
  stock: number;
  threshold: number;
  /** The expiry the condition was computed from. */
  expiry: string | null;
}

/** Title and message of an alert, in the words a person reads on the alerts tab and in the notification. */
export function describeAlert(
  condition: AlertCondition,
  subject: AlertSubject,
  today: string,
): { title: string; message: string } {
  const { name, unit, stock, threshold, expiry } = subject;
  switch (condition.type) {
    case 'out_of_stock':
      return {
        title: `Out of stock: ${name}`,
        message: `No ${unit} left (threshold ${threshold}). Reorder now.`,
      };
    case 'critical_stock':
      return {
        title: `Critical stock: ${name}`,
        message: `Only ${stock} ${unit} left, at or below half the threshold of ${threshold}. Reorder now.`,
      };
    case 'low_stock':
      return { title: `Low stock: ${name}`, message: `${stock} ${unit} left (threshold ${threshold}).` };
    case 'expiry_soon': {
      const days = expiry ? daysUntil(expiry, today) : 0;
      const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
      return {
        title: `Expiring soon: ${name}`,
        message: `Stock on hand expires ${when} (${expiry}); use it first or arrange a return.`,
      };
    }
    case 'expired':
      return {
        title: `Expired stock: ${name}`,
        message: `Stock on hand expired on ${expiry}; take it out of use and adjust the stock.`,
      };
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

/** The notification a new alert raises: category inventory, linking to the inventory screen. */
export function alertNotification(alert: {
  severity: AlertSeverity;
  title: string;
  message: string;
}): NewNotification {
  return {
    title: alert.title.length > 120 ? `${alert.title.slice(0, 119)}…` : alert.title,
    message: alert.message.length > 500 ? `${alert.message.slice(0, 499)}…` : alert.message,
    category: 'inventory',
    actionUrl: '/inventory',
    priority: PRIORITY[alert.severity],
    type: TYPE[alert.severity],
  };
}
