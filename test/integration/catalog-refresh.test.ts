import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogSweep } from '../../web/jobs/catalog-sweep.js';
import { createLogger } from '../../web/logger.js';
import type {
  CatalogPage,
  CatalogTarget,
  ShopifyCatalogReader,
} from '../../web/services/sales/catalog-reader.js';
import {
  MAX_REFRESH_FAILURES,
  refreshCatalog,
  requestCatalogRefresh,
} from '../../web/services/sales/catalog-refresh.js';
import { catalogOf } from '../../web/services/sales/product-catalog.js';
import { rowsOf } from '../helpers/db-catalog.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';

/** The bounds of the catalog's Admin API reads (decision 67), with a scripted reader on a real database. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const lines: string[] = [];
const logger = createLogger('warn', (line) => lines.push(line));

/** A reader whose every answer is `answer(target, after)`, and that remembers what it was asked. */
function scriptedReader(
  answer: (target: CatalogTarget, after: string | null) => CatalogPage | Promise<CatalogPage>,
) {
  const asked: { target: CatalogTarget; after: string | null }[] = [];
  const reader: ShopifyCatalogReader = {
    async page(_shop, target, after) {
      asked.push({ target, after });
      return answer(target, after);
    },
  };
  return { reader, asked };
}

const page = (ids: string[], next: string | null): CatalogPage => ({
  granted: true,
  found: true,
  ids,
  hasNextPage: next !== null,
  endCursor: next,
});

async function request(shopId: string, target: CatalogTarget) {
  await app.deps.db.transaction(() => requestCatalogRefresh(app.deps, shopId, target));
}

const catalog = async (shopId: string, ids: string[]) =>
  Object.fromEntries(await catalogOf(app.deps, shopId, ids));

describe('refreshCatalog', () => {
  it('reads a target up to its page cap; a capped read adds what it read and drops nothing', async () => {
    const shop = await app.addShop('cap.myshopify.com');
    await app.deps.db.transaction(() =>
      app.deps.repos.productCatalog.addMembers(shop.id, [{ productId: '999', collectionId: '11' }]),
    );
    // A collection that never ends: every page says there is another.
    const { reader, asked } = scriptedReader((_target, after) => {
      const n = Number(after ?? 0);
      return page([String(n + 1)], String(n + 1));
    });
    await request(shop.id, { kind: 'collection', id: '11' });
    await refreshCatalog(app.deps, reader, logger, shop.domain, { pagesPerTarget: 3 });
    expect(asked.map((a) => a.after)).toEqual([null, '1', '2']);
    expect(Object.keys(await catalog(shop.id, ['1', '2', '3', '4', '999'])).sort()).toEqual([
      '1',
      '2',
      '3',
      '999',
    ]);
    expect(await rowsOf(app.deps.db, 'catalog_refreshes', shop.id)).toEqual([]);
    expect(lines.some((line) => line.includes('read up to its cap'))).toBe(true);
  });

  it('reads at most targetsPerRun targets; the rest wait for the next run', async () => {
    const shop = await app.addShop('targets.myshopify.com');
    for (const id of ['1', '2', '3', '4']) await request(shop.id, { kind: 'product', id });
    const { reader, asked } = scriptedReader(() => page(['50'], null));
    await refreshCatalog(app.deps, reader, logger, shop.domain, { targetsPerRun: 3 });
    expect(asked).toHaveLength(3);
    expect(await rowsOf(app.deps.db, 'catalog_refreshes', shop.id)).toHaveLength(1);
    await refreshCatalog(app.deps, reader, logger, shop.domain, { targetsPerRun: 3 });
    expect(asked).toHaveLength(4);
    expect(Object.keys(await catalog(shop.id, ['1', '2', '3', '4']))).toHaveLength(4);
  });

  it('an answer read before a newer request for the same target is not applied over the newer answer', async () => {
    const shop = await app.addShop('newer.myshopify.com');
    await request(shop.id, { kind: 'product', id: '1' });
    let calls = 0;
    const { reader } = scriptedReader(async () => {
      calls++;
      if (calls > 1) return page(['22'], null);
      // While the first read is on the wire, products/update arrives and its run reads and
      // applies the product's newer collections; the first answer, older, must not land over it.
      await request(shop.id, { kind: 'product', id: '1' });
      await refreshCatalog(app.deps, reader, logger, shop.domain);
      return page(['21'], null);
    });
    await refreshCatalog(app.deps, reader, logger, shop.domain);
    expect(calls).toBe(2);
    expect(await catalog(shop.id, ['1'])).toEqual({ '1': { productType: null, collectionIds: ['22'] } });
    expect(await rowsOf(app.deps.db, 'catalog_refreshes', shop.id)).toEqual([]);
  });

  it('a read that keeps failing is given up after MAX_REFRESH_FAILURES runs, the catalog untouched', async () => {
    const shop = await app.addShop('gives-up.myshopify.com');
    await request(shop.id, { kind: 'collection', id: '11' });
    const { reader, asked } = scriptedReader(() => {
      throw new Error('Shopify is down');
    });
    for (let run = 1; run < MAX_REFRESH_FAILURES; run++) {
      await refreshCatalog(app.deps, reader, logger, shop.domain);
      expect(await rowsOf(app.deps.db, 'catalog_refreshes', shop.id)).toMatchObject([{ failures: run }]);
    }
    await refreshCatalog(app.deps, reader, logger, shop.domain);
    expect(await rowsOf(app.deps.db, 'catalog_refreshes', shop.id)).toEqual([]);
    expect(asked).toHaveLength(MAX_REFRESH_FAILURES);
  });

  it('the whole-shop read drops collections the shop no longer lists and reads each listed one', async () => {
    const shop = await app.addShop('whole.myshopify.com');
    await app.deps.db.transaction(() =>
      app.deps.repos.productCatalog.addMembers(shop.id, [
        { productId: '1', collectionId: '10' },
        { productId: '1', collectionId: '11' },
      ]),
    );
    await request(shop.id, { kind: 'shop' });
    const { reader } = scriptedReader((target) =>
      target.kind === 'shop' ? page(['11', '12'], null) : page(['1'], null),
    );
    await refreshCatalog(app.deps, reader, logger, shop.domain);
    expect(await catalog(shop.id, ['1'])).toEqual({
      '1': { productType: null, collectionIds: ['11', '12'] },
    });
  });
});

describe('the catalog sweep', () => {
  it('runs the reads that bounded runs left untried, and leaves failed ones to their shop’s next event', async () => {
    const left = await app.addShop('sweep-left.myshopify.com');
    const failed = await app.addShop('sweep-failed.myshopify.com');
    for (const id of ['1', '2']) await request(left.id, { kind: 'product', id });
    await request(failed.id, { kind: 'product', id: '3' });
    await app.deps.repos.productCatalog.failRefresh(
      failed.id,
      'product:3',
      (await rowsOf(app.deps.db, 'catalog_refreshes', failed.id))[0]!.requested_at as number,
      'down',
    );
    const { reader, asked } = scriptedReader(() => page(['40'], null));
    const sweep = createCatalogSweep({ deps: app.deps, reader, logger, start: false });
    await sweep.runOnce();
    expect(asked.map((a) => a.target)).toEqual([
      { kind: 'product', id: '1' },
      { kind: 'product', id: '2' },
    ]);
    expect(Object.keys(await catalog(left.id, ['1', '2']))).toEqual(['1', '2']);
    expect(await rowsOf(app.deps.db, 'catalog_refreshes', failed.id)).toMatchObject([{ failures: 1 }]);
    await sweep.stop();
  });
});
