import type { QuoteApi } from '@haulkit/core';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { answer, readQuery } from './request.js';

/**
 * The reference server's demo sign-in: a cookie that says who is signed in, set by the gallery's
 * "Sign in as staff" link and cleared by "Sign out". It is a demonstration only: anyone may set
 * it, and it grants nothing but the admin view of the quote flow in the gallery.
 */
export const DEMO_SIGN_IN_COOKIE = 'hk-demo-sign-in';

/** Who the demo sign-in can be. */
const DEMO_SIGN_IN_VALUES = ['customer', 'staff'] as const;
type DemoSignIn = (typeof DEMO_SIGN_IN_VALUES)[number];

/** The demo sign-in as a call's last argument: none, or who. */
export type DemoSignInArgument = [] | [DemoSignIn];

/** A QuoteApi call with its signal given and the demo sign-in as a last argument. */
type WithDemoSignIn<Call> = Call extends (...args: infer Args) => infer Answer
  ? (...args: [...Required<Args>, ...DemoSignInArgument]) => Answer
  : never;

/** QuoteApi with each call taking the demo sign-in as a last argument (see quoteWithDemoSignIn). */
export type DemoSignInQuote = { [Call in keyof QuoteApi]: WithDemoSignIn<QuoteApi[Call]> };

/**
 * `quote` as the routes call it with a request's demo sign-in (demoSignInOf) as the last argument:
 * the demo adapter's who-is-signed-in and pricing calls take it; other adapters ignore an argument
 * they do not take. The one place QuoteApi is cast for that.
 */
export function quoteWithDemoSignIn(quote: QuoteApi): DemoSignInQuote {
  return quote as unknown as DemoSignInQuote;
}

/**
 * The demo sign-in of a request, if its cookie names one: the last argument of the demo adapter's
 * who-is-signed-in and pricing calls (other adapters ignore an argument they do not take).
 */
export function demoSignInOf(c: Context): DemoSignInArgument {
  const value = getCookie(c, DEMO_SIGN_IN_COOKIE);
  return (DEMO_SIGN_IN_VALUES as readonly string[]).includes(value ?? '') ? [value as DemoSignIn] : [];
}

/** Where a sign-in link goes back to: a path on this server, else the gallery's front page. */
const BackSchema = v.object({
  as: v.optional(v.picklist(DEMO_SIGN_IN_VALUES)),
  back: v.optional(v.string()),
});
const backPath = (back: string | undefined) => (back && /^\/(?![/\\])/.test(back) ? back : '/');

/**
 * GET /ng/user-actions/signed-in (path proposed: not shown in the spec): who is signed in, from
 * the demo sign-in cookie. Also the demo sign-in itself, outside the marketplace's paths:
 * GET /demo/sign-in?as=staff|customer&back=/path sets the cookie and goes back;
 * GET /demo/sign-out?back=/path clears it.
 */
export function addUserRoutes(app: Hono, ng: Hono, quote: QuoteApi): void {
  const signedIn = quoteWithDemoSignIn(quote);
  ng.get('/user-actions/signed-in', async (c) =>
    answer(c, await signedIn.getSignedInUser(c.req.raw.signal, ...demoSignInOf(c))),
  );
  app.get('/demo/sign-in', (c) => {
    const query = readQuery(c, BackSchema);
    if (!query.ok) return query.response;
    setCookie(c, DEMO_SIGN_IN_COOKIE, query.value.as ?? 'staff', { path: '/', httpOnly: true, sameSite: 'Lax' });
    return c.redirect(backPath(query.value.back), 303);
  });
  app.get('/demo/sign-out', (c) => {
    const query = readQuery(c, BackSchema);
    if (!query.ok) return query.response;
    deleteCookie(c, DEMO_SIGN_IN_COOKIE, { path: '/' });
    return c.redirect(backPath(query.value.back), 303);
  });
}
