/** Builds a value on first use and keeps it: the phrase indexes cost a few milliseconds, once per process. */
export function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  let isBuilt = false;
  return () => {
    if (!isBuilt) {
      value = build();
      isBuilt = true;
    }
    return value as T;
  };
}
