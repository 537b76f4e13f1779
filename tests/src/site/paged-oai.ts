import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { siteAddressOf } from '@academy/platform';
import { siteRoutes } from '@academy/query-service';
import express from 'express';
import { type TestApp } from '../support/test-app.js';

export interface PagedOai {
  /** Where `/oai` answers, two records a page, so a few publications cross resumption tokens. */
  base: string;
  close(): Promise<void>;
}

/** The site's routes on the app's read models, with OAI-PMH pages of two records, on a port of their own. */
export const startPagedOai = async (app: TestApp): Promise<PagedOai> => {
  const site = siteAddressOf({ HOST: '127.0.0.1', PORT: 0 });
  const server: Server = express()
    .use(
      siteRoutes({
        db: app.db,
        site,
        tiers: app.server.core.config.tiers,
        academyName: 'Sciences',
        adminEmail: 'a@b.example',
        oaiPageSize: 2,
      }).router,
    )
    .listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  site.bound((server.address() as AddressInfo).port);
  return {
    base: site.base(),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};
