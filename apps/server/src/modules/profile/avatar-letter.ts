/** The avatar shows the first letter of the name. */
export function avatarLetterOf(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}
