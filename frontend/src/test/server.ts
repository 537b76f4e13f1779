import { defaultTierCatalogue, publicCatalogue } from '@academy/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export interface TestViewer {
  tier?: string | null;
  admin?: boolean;
  banned?: string | null;
  userID?: string;
  firstName?: string;
  lastName?: string;
}

/** The session and status answers of a visitor (no argument) or a signed-in user. */
export const viewerHandlers = (viewer?: TestViewer) => {
  if (!viewer) {
    return [
      http.get('/rest/user/session', () => HttpResponse.json({ session: 'none', membershipTier: null })),
      http.get('/rest/user/status', () =>
        HttpResponse.json({ error: 'not-signed-in', error_msg: 'Bad Session' }, { status: 401 }),
      ),
    ];
  }
  const userID = viewer.userID ?? 'u-me';
  return [
    http.get('/rest/user/session', () =>
      HttpResponse.json({ session: 'signed-in', membershipTier: viewer.tier ?? null }),
    ),
    http.get('/rest/user/status', () =>
      HttpResponse.json({
        userID,
        admin: viewer.admin ?? false,
        status: viewer.banned ? 'banned' : 'active',
        banReason: viewer.banned ?? null,
      }),
    ),
    http.get('/rest/user/profile', () =>
      HttpResponse.json({
        userID,
        firstName: viewer.firstName ?? 'Ada',
        lastName: viewer.lastName ?? 'Lovelace',
      }),
    ),
    http.get('/rest/user/profile/image', () => new HttpResponse(null, { status: 200 })),
    http.get('/rest/user/sessions', () =>
      HttpResponse.json({
        sessions: [
          {
            id: 'a'.repeat(32),
            device: 'Firefox on Linux',
            createdAt: '2026-11-01T09:00:00.000Z',
            lastSeenAt: '2026-11-20T09:00:00.000Z',
            current: true,
          },
        ],
      }),
    ),
  ];
};

/** The tier catalogue the server answers (the built-in default unless a test gives another). */
export const tiersHandler = (catalogue = defaultTierCatalogue) =>
  http.get('/rest/membership/tiers', () => HttpResponse.json(publicCatalogue(catalogue)));

/** The network of the frontend tests: a visitor by default, more per test (`server.use`); anything else fails. */
/** The member's shipping address (none yet), shipments and co-author invitations (none), which the manage-membership page reads. */
const shippingHandlers = [
  http.get('/rest/user/shipping-address', () => HttpResponse.json({ address: null })),
  http.get('/rest/user/shipments', () => HttpResponse.json({ shipments: [] })),
  http.get('/rest/journal/co-author-invitations', () => HttpResponse.json({ invitations: [] })),
];

export const server = setupServer(...viewerHandlers(), tiersHandler(), ...shippingHandlers);

const unhandled: string[] = [];

server.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
});

export const takeUnhandledRequests = (): string[] => unhandled.splice(0);
