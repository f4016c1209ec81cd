// The medicine module's front door (issue 15): the assistant's routes, and what the seed needs to give
// inventory items their clinical profile.
export { MEDICINE_CATALOGUE, type MedicineProfile } from './catalogue';
export { medicineRoutes } from './routes';
export { saveMedicineProfiles } from './save-medicine-profiles';
