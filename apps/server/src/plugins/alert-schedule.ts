import fp from 'fastify-plugin';
import { checkAlerts } from '../modules/inventory';
import { checkUnseenTags } from '../modules/rfid';

/**
 * Runs the inventory alert check and the RFID unseen-tag check every ALERT_CHECK_INTERVAL_MINUTES (0: never). The timer does not keep the
 * process alive and is cleared when the app closes; a failed check is logged and the next one runs as usual.
 */
export const alertSchedulePlugin = fp(
  async (app) => {
    const minutes = app.config.alertCheckIntervalMinutes;
    if (minutes <= 0) return;
    let isRunning = false;
    const timer = setInterval(async () => {
      if (isRunning) return;
      isRunning = true;
      try {
        const result = await checkAlerts({ db: app.db, hub: app.hub });
        app.log.info(result, 'scheduled alert check');
        const rfid = await checkUnseenTags({
          db: app.db,
          hub: app.hub,
          unseenDays: app.config.rfid.unseenDays,
        });
        app.log.info(rfid, 'scheduled RFID unseen-tag check');
      } catch (error) {
        app.log.error({ err: error }, 'scheduled alert check failed');
      } finally {
        isRunning = false;
      }
    }, minutes * 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'alert-schedule', dependencies: ['config', 'database', 'events'] },
);
