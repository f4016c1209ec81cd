/** The server's sentence when a form is refused, announced when it appears; nothing when there is none. */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
