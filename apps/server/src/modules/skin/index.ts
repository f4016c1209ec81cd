// AI Skin Analysis (issue 17): the routes under /api; the measuring itself is ./analysis, pure and unit-tested.
export { skinRoutes } from './routes';
