// Turns Victor-style variables (or a JSON/YAML object with the same names) into a FeatureSet, starting
// from a base feature set: only the variables present override the base.
//   crf-features: NAME…           feature-X-values: N…        feature-Y-scale: N
//   container-NAME: TAG…          split-NAME: TAG…            regexp-NAME: RE…
//   bullet: RE…                   tag-delete: TAG…
import type { FeatureSet } from './types.js';

export type RawVariables = Record<string, string | number | readonly (string | number)[]>;

function list(v: RawVariables[string]): string[] {
  if (Array.isArray(v)) return v.map(String);
  return String(v).trim() === '' ? [] : String(v).trim().split(/\s+/);
}

function numbers(name: string, v: RawVariables[string]): number[] {
  const out = list(v).map(Number);
  if (out.some((n) => !Number.isFinite(n))) throw new Error(`${name}: not a list of numbers`);
  for (let i = 1; i < out.length; i++)
    if (out[i] <= out[i - 1]) throw new Error(`${name}: values must ascend`);
  return out;
}

/** A feature set from variables over a base; throws (a feature-set error) on malformed values. */
export function featureSetFromVariables(name: string, raw: RawVariables, base: FeatureSet): FeatureSet {
  const set: FeatureSet = {
    name,
    crfFeatures: [...base.crfFeatures],
    containers: { ...base.containers },
    splits: { ...base.splits },
    values: { ...base.values },
    scales: { ...base.scales },
    regexps: { ...base.regexps },
    bullets: [...base.bullets],
    tagDelete: [...base.tagDelete],
  };
  for (const [key, v] of Object.entries(raw)) {
    const values = /^feature-(.+)-values$/.exec(key);
    const scale = /^feature-(.+)-scale$/.exec(key);
    const group = /^(container|split|regexp)-(.+)$/.exec(key);
    if (key === 'crf-features') set.crfFeatures = list(v);
    else if (key === 'bullet' || key === 'bullets') set.bullets = list(v);
    else if (key === 'tag-delete') set.tagDelete = list(v);
    else if (values) set.values[values[1]] = numbers(key, v);
    else if (scale) {
      const n = Number(list(v)[0]);
      if (!Number.isInteger(n) || n < 1) throw new Error(`${key}: expected a positive integer`);
      set.scales[scale[1]] = n;
    } else if (group?.[1] === 'container') set.containers[group[2]] = list(v).map((t) => t.toLowerCase());
    else if (group?.[1] === 'split') set.splits[group[2]] = list(v).map((t) => t.toLowerCase());
    else if (group?.[1] === 'regexp') set.regexps[group[2]] = list(v);
    // Other variables (Victor's paths, template names…) do not concern the features: ignored.
  }
  return set;
}
