// Turns Victor-style variables (or a JSON/YAML object with the same names) into a FeatureConfig, starting
// from a base configuration: only the variables present override the base.
//   crf-features: NAME…           feature-X-values: N…        feature-Y-scale: N
//   container-NAME: TAG…          split-NAME: TAG…            regexp-NAME: RE…
//   bullet: RE…                   tag-delete: TAG…
import type { FeatureConfig } from './types.js';

export type RawConfig = Record<string, string | number | readonly (string | number)[]>;

function list(v: RawConfig[string]): string[] {
  if (Array.isArray(v)) return v.map(String);
  return String(v).trim() === '' ? [] : String(v).trim().split(/\s+/);
}

function numbers(name: string, v: RawConfig[string]): number[] {
  const out = list(v).map(Number);
  if (out.some((n) => !Number.isFinite(n))) throw new Error(`${name}: not a list of numbers`);
  for (let i = 1; i < out.length; i++)
    if (out[i] <= out[i - 1]) throw new Error(`${name}: values must ascend`);
  return out;
}

/** A config from variables over a base; throws (a configuration error) on malformed values. */
export function configFromVariables(name: string, raw: RawConfig, base: FeatureConfig): FeatureConfig {
  const cfg: FeatureConfig = {
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
    if (key === 'crf-features') cfg.crfFeatures = list(v);
    else if (key === 'bullet' || key === 'bullets') cfg.bullets = list(v);
    else if (key === 'tag-delete') cfg.tagDelete = list(v);
    else if (values) cfg.values[values[1]] = numbers(key, v);
    else if (scale) {
      const n = Number(list(v)[0]);
      if (!Number.isInteger(n) || n < 1) throw new Error(`${key}: expected a positive integer`);
      cfg.scales[scale[1]] = n;
    } else if (group?.[1] === 'container') cfg.containers[group[2]] = list(v).map((t) => t.toLowerCase());
    else if (group?.[1] === 'split') cfg.splits[group[2]] = list(v).map((t) => t.toLowerCase());
    else if (group?.[1] === 'regexp') cfg.regexps[group[2]] = list(v);
    // Other variables (Victor's paths, template names…) do not concern the features: ignored.
  }
  return cfg;
}
