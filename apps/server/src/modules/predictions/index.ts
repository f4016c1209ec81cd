export { predictionRoutes } from './routes';
