/**
 * valibot for the adapter's schemas, with the core's object schemas: those keep working on a
 * page that has added enumerable properties to `Object.prototype` (see the core's
 * `model/valibot.ts`). Every schema here imports valibot from this file.
 */

export { hostSafeLooseObject as looseObject, hostSafeObject as object } from '@haulkit/core';
export * from 'valibot';
