// The one-script-tag bundle: every element, registered with the `hk` prefix on load.
import { defineHaulkit } from '../index.js';

export * from '../index.js';

defineHaulkit();
