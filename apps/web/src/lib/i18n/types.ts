import type { DefaultNamespace, Namespace, Resources } from './resources';

// The keys t accepts, computed from the English files as i18next's types did: dot paths to the words (groups
// are not words), a plural asked for by its base key, and `ns:key` only for a t of several namespaces.

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Dot paths to the strings of a namespace's JSON. */
type LeafPaths<Res> = {
  [K in keyof Res & string]: Res[K] extends object ? `${K}.${LeafPaths<Res[K]>}` : K;
}[keyof Res & string];

/** `days_one` and `days_other` are asked for as `days` with a count; the full key is accepted too. */
type WithOrWithoutPlural<Key> = Key extends `${infer Base}_${PluralSuffix}` ? Base | Key : Key;

/** Built once per namespace: TypeScript would otherwise walk a JSON type again on every t call. */
type NamespaceKeys = { [N in Namespace]: WithOrWithoutPlural<LeafPaths<Resources[N]>> };

/** What useTranslation takes: one namespace, or several whose first is the one keys are looked up in. */
export type Namespaces = Namespace | readonly Namespace[];

type FirstNamespace<Ns extends Namespaces> = Ns extends readonly Namespace[] ? Ns[0] : Ns;

/** `translation:common.loading`: the other namespaces of a t of several, named in the key. */
type PrefixedKeys<Ns extends Namespaces> = Ns extends readonly (infer N)[]
  ? N extends Namespace
    ? `${N}:${NamespaceKeys[N]}`
    : never
  : never;

/** The keys a t of these namespaces takes (by default, the first download's). */
export type ParseKeys<Ns extends Namespaces = DefaultNamespace> =
  | NamespaceKeys[FirstNamespace<Ns>]
  | PrefixedKeys<Ns>;

/** What t takes beside the key: the values of the text's `{{param}}`s, and these options. */
export interface TOptions {
  /**
   * Chooses the plural form (`_zero`, `_one`, `_other`, …) and fills `{{count}}`. A string (a number already
   * formatted) only fills `{{count}}`, for a text without plural forms.
   */
  count?: number | string;
  /** The text when no language has the key (instead of the key itself). */
  defaultValue?: string;
  /** A namespace other than the t's own, whose keys the call then takes. */
  ns?: Namespace;
  [param: string]: unknown;
}

/** A translate function of a namespace (or several), as useTranslation returns it. */
export interface TFunction<Ns extends Namespaces = DefaultNamespace> {
  (key: ParseKeys<Ns>, options?: TOptions & { ns?: undefined }): string;
  <N extends Namespace>(key: NamespaceKeys[N], options: TOptions & { ns: N }): string;
}
