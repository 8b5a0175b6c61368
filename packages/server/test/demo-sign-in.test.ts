import { adminFromSignedIn, SignedInUserSchema } from '@haulkit/core';
import { startServer } from '@haulkit/server';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The reference server's demo sign-in over its default (demo) adapters: the gallery's "Sign in as
// staff" link sets a cookie, who-is-signed-in answers an admin for it, "Sign out" clears it.

let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(async () => {
  await server.close();
});

const signedIn = async (cookie?: string) => {
  const response = await fetch(new URL('/ng/user-actions/signed-in', server.url), {
    headers: cookie ? { cookie } : {},
  });
  expect(response.status).toBe(200);
  return adminFromSignedIn(v.parse(SignedInUserSchema, await response.json()));
};

describe('the demo sign-in', () => {
  it('nobody is signed in without the cookie', async () => {
    expect(await signedIn()).toBeNull();
  });

  it('"Sign in as staff" sets the cookie and goes back to a path of this server', async () => {
    const response = await fetch(new URL('/demo/sign-in?as=staff&back=/examples/admin.html', server.url), {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/examples/admin.html');
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toBe('hk-demo-sign-in=staff');
    const admin = await signedIn(cookie);
    expect(admin?.userId).toBe('demo-staff');
    expect(admin?.privileges.price).toEqual({ override: true, recalculate: true });
  });

  it('a signed-in customer is no admin', async () => {
    expect(await signedIn('hk-demo-sign-in=customer')).toBeNull();
  });

  it.each(['https://elsewhere.example/', '//elsewhere.example/', '/\\elsewhere.example'])(
    'never goes back to another site (%s)',
    async (back) => {
      const url = new URL('/demo/sign-out', server.url);
      url.searchParams.set('back', back);
      const response = await fetch(url, { redirect: 'manual' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
      expect(response.headers.get('set-cookie')).toMatch(/^hk-demo-sign-in=;.*Max-Age=0/);
    },
  );
});
