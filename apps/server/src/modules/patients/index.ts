// Patients as the tools that act for them see them (the memory companion, skin analysis): who a request acts
// for and whether the caller may, the patients a caller may choose from, and the patient's own time zone.

export { type ListPatientsOptions, listPatients } from './list-patients';
export { DEFAULT_TIME_ZONE, timeZoneOfSetting, utcOffsetAt } from './patient-time-zone';
export {
  type ActingAccount,
  actingAccount,
  findPatient,
  type PatientRef,
  type PatientTool,
  resolvePatient,
} from './resolve-patient';
