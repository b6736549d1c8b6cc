// The pass stack with per-name positions, so "exists on the stack" and "the last one's depth" are O(1)
// (the passes stay linear in the number of tokens, as the paper claims).

export class OpenStack {
  readonly names: string[] = [];
  private readonly positions = new Map<string, number[]>();

  get size(): number {
    return this.names.length;
  }

  push(name: string): void {
    let p = this.positions.get(name);
    if (!p) {
      p = [];
      this.positions.set(name, p);
    }
    p.push(this.names.length);
    this.names.push(name);
  }

  pop(): string | undefined {
    const name = this.names.pop();
    if (name !== undefined) this.positions.get(name)!.pop();
    return name;
  }

  has(name: string): boolean {
    const p = this.positions.get(name);
    return p !== undefined && p.length > 0;
  }

  /** Stack index of the innermost `name`, or -1. */
  lastIndex(name: string): number {
    const p = this.positions.get(name);
    return p && p.length > 0 ? p[p.length - 1] : -1;
  }

  /** Innermost index among `names` (a short constant list), or -1. */
  lastIndexOfAny(names: readonly string[]): number {
    let best = -1;
    for (const n of names) {
      const i = this.lastIndex(n);
      if (i > best) best = i;
    }
    return best;
  }

  /** `name` is open and no boundary element was opened after it. */
  inScope(name: string, boundaries: readonly string[]): boolean {
    const i = this.lastIndex(name);
    return i >= 0 && i > this.lastIndexOfAny(boundaries);
  }
}
