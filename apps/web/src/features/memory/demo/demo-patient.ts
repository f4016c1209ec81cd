/** The demo patient's account id: any fixed uuid, since the demo never reaches the server. */
export const DEMO_PATIENT_ID = '00000000-0000-4000-8000-00000000d3e0';
