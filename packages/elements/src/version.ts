declare const __HAULKIT_VERSION__: string;

/** Version of this Haulkit build (set by the bundler from package.json). */
export const VERSION: string = typeof __HAULKIT_VERSION__ === 'string' ? __HAULKIT_VERSION__ : '0.0.0-dev';
