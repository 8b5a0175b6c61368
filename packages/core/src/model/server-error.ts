import * as v from './valibot.js';

/** One code or a list of codes, as servers send them. */
const CodesSchema = v.union([
  v.array(v.string()),
  v.pipe(
    v.string(),
    v.transform((code) => [code]),
  ),
]);

/** `errors.input`: each field to its codes ("email" → ["not_valid_email"]). */
export const InputCodesSchema = v.record(v.string(), CodesSchema);
export type InputCodes = v.InferOutput<typeof InputCodesSchema>;

/** `{ errors: { common?, input? } }`, with at least one of the two. */
export const ErrorsBodySchema = v.looseObject({
  errors: v.pipe(
    v.looseObject({
      common: v.optional(CodesSchema),
      input: v.optional(InputCodesSchema),
    }),
    v.check(
      (errors) => errors.common !== undefined || errors.input !== undefined,
      'errors names common or input codes.',
    ),
  ),
});
export type ErrorsBody = v.InferOutput<typeof ErrorsBodySchema>;

/** `{ type: 'input', codes, messages }`; codes is a list or a field → codes map. */
export const InputErrorBodySchema = v.looseObject({
  type: v.literal('input'),
  codes: v.union([v.array(v.string()), InputCodesSchema]),
  messages: v.optional(v.array(v.string())),
});
export type InputErrorBody = v.InferOutput<typeof InputErrorBodySchema>;

/** `{ type: 'permission' }`: the caller may not do this; the page goes home (back-office §6). */
export const PermissionErrorBodySchema = v.looseObject({
  type: v.literal('permission'),
});
export type PermissionErrorBody = v.InferOutput<typeof PermissionErrorBodySchema>;

/**
 * A server error body (docs/behaviour/back-office.md §8): errors.common (list), errors.input
 * (field → codes), `{type: 'input', codes, messages}` or `{type: 'permission'}`. A body of none
 * of these shapes fails, which callers report as a warning.
 */
export const ServerErrorBodySchema = v.union([ErrorsBodySchema, InputErrorBodySchema, PermissionErrorBodySchema]);
export type ServerErrorBody = v.InferOutput<typeof ServerErrorBodySchema>;
