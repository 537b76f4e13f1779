import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
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
  const server: Server = express()
    .use(
      siteRoutes({ db: app.db, academyName: 'Sciences', adminEmail: 'a@b.example', oaiPageSize: 2 }).router,
    )
    .listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};
