// The RFID module's front door: what the rest of the server (routes, the alert schedule, the seed) may use.
export { checkUnseenTags } from './check-unseen-tags';
export { encodeTag } from './encode-tag';
export { getAnalytics } from './get-analytics';
export { recordScans } from './record-scans';
export { rfidRoutes } from './routes';
