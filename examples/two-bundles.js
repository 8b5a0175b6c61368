// Both bundles registered `hk-*` on load (the second kept the first's tags). Define the React
// bundle's elements again under another prefix, to show both side by side on one session.
import { defineHaulkit } from '/dist/haulkit.react.js';

defineHaulkit({ prefix: 'hr' });
