// A file of its own so that the public declarations (index.d.ts, bundle/*.d.ts) reach no
// internal module: define.ts's element definitions name React's component type.

/** Options of defineHaulkit. */
export interface DefineOptions {
  /**
   * Tag prefix: `hk` gives `<hk-item-picker>`.
   * @default 'hk'
   */
  prefix?: string;
}
