// decision 015: the portal's own translation lookup, in place of i18next (13 KB brotli of every first
// load). It does what the portal's catalogues use — namespaces loaded per screen, nested keys (a key
// may hold dots), `{{name}}` values, a default value, arrays (returnObjects) — and no more: no plural
// suffixes (the catalogues have none; counts are values), no nesting, no formatters. `i18next` resolves here
// (vite.config.ts, tsconfig.json paths), so code written for i18next keeps its imports and types.

type Catalog = Record<string, unknown>;

/** Catalogues known at once, by language and namespace (the build's painted shell, i18next's name). */
export type Resource = Record<string, Record<string, Catalog>>;

export interface TOptions {
  /** what to show when the key has no text */
  defaultValue?: string;
  /** a key whose value is a list or an object gives it as it is */
  returnObjects?: boolean;
  /** the namespace to look in (otherwise `ns:key` or the default one) */
  ns?: string;
  [value: string]: unknown;
}

/** `Ns` names the namespace as i18next's type did (code written for it says `TFunction<'numbers'>`). */
export interface TFunction<_Ns extends string | readonly string[] = string> {
  (key: string | readonly string[], options: TOptions & { returnObjects: true }): unknown;
  (key: string | readonly string[], options?: TOptions): string;
}

export interface TranslatorOptions {
  language: string;
  /** the namespace of a key without `ns:` */
  defaultNamespace: string;
  /** a namespace's catalogue in a language (none: only `resources`) */
  load?: (language: string, namespace: string) => Promise<Catalog>;
  /** catalogues there from the start, without loading */
  resources?: Resource;
}

type Event = 'languageChanged';

/** One user's translations: the language, the catalogues loaded so far, and `t`. */
export class Translator {
  language: string;
  private readonly options: TranslatorOptions;
  private readonly catalogs = new Map<string, Catalog>();
  private readonly loading = new Map<string, Promise<void>>();
  /** the namespaces asked for so far: a language switch loads them all before it shows */
  private readonly namespaces = new Set<string>();
  private readonly languageListeners = new Set<(language: string) => void>();
  private readonly changeListeners = new Set<() => void>();

  constructor(options: TranslatorOptions) {
    this.options = options;
    this.language = options.language;
    for (const [language, namespaces] of Object.entries(options.resources ?? {}))
      for (const [namespace, catalog] of Object.entries(namespaces)) {
        this.catalogs.set(`${language}/${namespace}`, catalog);
        this.namespaces.add(namespace);
      }
  }

  /** The text of `key` in the current language, its `{{values}}` filled in. */
  readonly t: TFunction = ((key: string | readonly string[], options: TOptions = {}) => {
    for (const candidate of typeof key === 'string' ? [key] : key) {
      const value = this.lookup(candidate, options.ns);
      if (typeof value === 'string') return fill(value, options);
      if (value !== undefined && options.returnObjects) return value;
    }
    const last = typeof key === 'string' ? key : key[key.length - 1]!;
    return options.defaultValue ?? splitKey(last, this.options.defaultNamespace)[1];
  }) as TFunction;

  /** `t` with another default namespace (a screen's). */
  fixedT(namespace: string): TFunction {
    return ((key: string | readonly string[], options?: TOptions) =>
      this.t(key, { ns: namespace, ...options })) as TFunction;
  }

  hasLoadedNamespace(namespace: string, language = this.language): boolean {
    return this.catalogs.has(`${language}/${namespace}`);
  }

  /** Loads namespaces of the current language (each once); resolves when they are there (or failed). */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    for (const namespace of list) this.namespaces.add(namespace);
    return this.loadAll(this.language, list);
  }

  /** Switches language once every namespace asked for so far is loaded in it, so no key shows. */
  async changeLanguage(language: string): Promise<void> {
    await this.loadAll(language, [...this.namespaces]);
    this.language = language;
    for (const listener of this.languageListeners) listener(language);
    this.changed();
  }

  on(_event: Event, listener: (language: string) => void): void {
    this.languageListeners.add(listener);
  }

  off(_event: Event, listener: (language: string) => void): void {
    this.languageListeners.delete(listener);
  }

  /** For the React binding: called after a language switch or a catalogue's arrival. */
  subscribe = (listener: () => void): (() => void) => {
    this.changeListeners.add(listener);
    return () => void this.changeListeners.delete(listener);
  };

  private changed() {
    for (const listener of this.changeListeners) listener();
  }

  private loadAll(language: string, namespaces: readonly string[]): Promise<void> {
    return Promise.all(namespaces.map((namespace) => this.loadOne(language, namespace))).then(
      () => undefined,
    );
  }

  private loadOne(language: string, namespace: string): Promise<void> {
    const id = `${language}/${namespace}`;
    if (this.catalogs.has(id)) return Promise.resolve();
    let pending = this.loading.get(id);
    if (!pending) {
      const load = this.options.load ?? (() => Promise.reject(new Error(`no catalog ${id}`)));
      pending = load(language, namespace).then(
        (catalog) => {
          this.catalogs.set(id, catalog);
          this.loading.delete(id);
          this.changed();
        },
        // a catalogue that could not be fetched (offline) is asked for again next time; keys show meanwhile
        () => void this.loading.delete(id),
      );
      this.loading.set(id, pending);
    }
    return pending;
  }

  private lookup(key: string, namespace: string | undefined): unknown {
    const [ns, path] = splitKey(key, namespace ?? this.options.defaultNamespace);
    return deepFind(this.catalogs.get(`${this.language}/${ns}`), path.split('.'), 0);
  }
}

/**
 * The value at `parts` from `start`; a catalogue key may itself hold dots (the webhook events'
 * `number.state_changed`), so longer joins of the parts are tried too, as i18next did.
 */
function deepFind(node: unknown, parts: readonly string[], start: number): unknown {
  if (start === parts.length) return node;
  if (node === null || typeof node !== 'object') return undefined;
  for (let end = start + 1; end <= parts.length; end++) {
    const child = (node as Catalog)[parts.slice(start, end).join('.')];
    const found = child === undefined ? undefined : deepFind(child, parts, end);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** `ns:a.b` → [ns, 'a.b']; a key without a namespace is in `namespace`. */
function splitKey(key: string, namespace: string): [string, string] {
  const colon = key.indexOf(':');
  return colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : [namespace, key];
}

/** `{{name}}` → the option's value; a value not given is left empty (as i18next did). */
function fill(text: string, values: TOptions): string {
  return text.includes('{{')
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
        const value = values[name];
        return value === undefined || value === null ? '' : String(value as string | number);
      })
    : text;
}

/** The type code written for i18next names its instance by. */
export type { Translator as i18n };
