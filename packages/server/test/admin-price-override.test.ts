import { startServer } from '@haulkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonInit } from './fixtures.js';

// The reference server on its demo adapters keeps an admin's price override (docs/behaviour/back-office.md
// §3 Cart entry, §7): a save stores the priceOption line with admin_amount, the next save's price
// answer does not replace it, and the admin price info names it.

let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(async () => {
  await server.close();
});

const STAFF = { cookie: 'hk-demo-sign-in=staff' };
const post = (path: string, body: unknown) => fetch(new URL(path, server.url), jsonInit('POST', body, STAFF));

const sofa = {
  item_id: 211,
  name: '2 seater sofa',
  quantity: 1,
  fake_id: 'sofa-1',
  width: 160,
  height: 85,
  depth: 90,
  weight: 42,
};
const override = { type: 'priceOption', amount: 175, admin_amount: 175, admin_tp_amount: 130 };

describe('an admin price override on the reference server', () => {
  it('is kept by a save and the next one, is named by the admin price info, and recalculate answers prices only', async () => {
    const listing = { move_items: [sofa], pickup_date: '2030-02-04', men_required: 1, listing_cart: [override] };
    expect((await post('/ng/prelisting/pl-override', listing)).status).toBe(200);
    const again = await post('/ng/prelisting/pl-override', listing);
    expect(again.status).toBe(200);
    expect(await again.json()).not.toHaveProperty('listing_cart');
    const saved = await (await post('/ng/prelisting/pl-override/get', {})).json();
    expect(saved.listing_cart).toEqual([override]);
    const info = await fetch(new URL('/ng/prelisting/pl-override/admin-price/info', server.url), { headers: STAFF });
    expect(await info.json()).toMatchObject({ admin_amount: 175, admin_tp_amount: 130 });
    const calculated = await fetch(
      new URL('/ng/prelisting/pl-override/admin-price/calculate?price=200&margin=25', server.url),
      { headers: STAFF },
    );
    expect(await calculated.json()).toMatchObject({ customer_price: 200, margin: 25, provider_price: 150 });
    const recalculated = await post('/ng/prelisting/pl-override/recalculate', listing);
    expect(Object.keys(await recalculated.json()).sort()).toEqual(['lowest_price', 'prices']);
  });
});
