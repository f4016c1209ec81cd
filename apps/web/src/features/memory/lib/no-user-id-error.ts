/** Spec 001 section 5: every memory action needs a patient's id; without one the screen says "No user ID set". */
export class NoUserIdError extends Error {
  constructor() {
    super('No user ID set');
    this.name = 'NoUserIdError';
  }
}
