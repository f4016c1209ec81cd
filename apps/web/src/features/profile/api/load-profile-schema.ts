export const loadProfileSchema = () => import('./schemas').then((m) => m.profileSchema);
