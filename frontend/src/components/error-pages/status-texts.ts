/** Status pages (spec sections 2 and 8): title and explanation per status. */
export const statusPages = {
  400: {
    title: 'Bad Request',
    text: 'The request could not be understood. Please check the address and try again.',
  },
  401: { title: 'Unauthorized Access', text: 'Unauthorized access. Please log in to continue.' },
  403: { title: 'Access Forbidden', text: 'You do not have permission to view this page.' },
  404: { title: 'Page Not Found', text: 'The page you are looking for does not exist or has moved.' },
  500: { title: 'Internal Server Error', text: 'Something went wrong on our side. Please try again later.' },
  502: { title: 'Bad Gateway', text: 'The server received an invalid answer. Please try again in a moment.' },
  503: {
    title: 'Service Unavailable',
    text: 'The service is unavailable for a moment. Please try again shortly.',
  },
  504: { title: 'Gateway Timeout', text: 'The server took too long to answer. Please try again.' },
} as const;

export type PageStatus = keyof typeof statusPages;

export const isPageStatus = (status: unknown): status is PageStatus =>
  typeof status === 'number' && Object.hasOwn(statusPages, status);

/** Texts of the refusal pages (spec sections 6 and 8, ARCHITECTURE "Pages for refusals"). */
export const refusalTexts = {
  notSignedIn: {
    title: 'Unauthorized Access',
    text: 'If you have been signed out, please log in to you your account to continue.',
  },
  insufficientTier: {
    title: 'Access Denied',
    text: 'Your current membership tier does not have access to this page.',
  },
  adminOnly: { title: 'Access denied.', text: 'You must be an admin to view this page.' },
  removed: { title: 'Article Removed', defaultText: 'No additional details provided.' },
  genericError: 'Error: There was an error while processing your request.',
  fallbackTitle: 'Something went wrong!',
} as const;
