export { predictionRoutes } from './routes';
export { latestOrderSuggestions } from './run-predictions';
