// A dependency loaded on first use through a synchronous require: a package imported at the top of a module
// costs its load to every process that imports that module, even one that never calls it (saxes for the
// rare pre-converted XML page, chardet for undeclared legacy pages, piscina for `-j 2` and up, yaml for
// .yaml files). Only CommonJS packages (or ones with a `require` export) can be loaded this way.
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/** A function that returns the package `name`, requiring it the first time it is called. */
export function lazyRequire<T>(name: string): () => T {
  let mod: T | undefined;
  return () => {
    mod ??= load(name) as T;
    return mod;
  };
}
