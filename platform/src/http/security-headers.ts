import type express from 'express';
import helmet from 'helmet';
import { isSecureSite } from './cookies.js';

/** Browser features the site never uses: denied to it and to anything it might embed. */
export const permissionsPolicy =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()';

/**
 * The security headers on every answer: a Content-Security-Policy with no inline script
 * (`script-src 'self'`; Chakra's emotion styles need `style-src 'unsafe-inline'`), no framing,
 * nosniff, a strict referrer, a Permissions-Policy, and HSTS when the site is served over HTTPS.
 */
export const securityHeaders = (publicUrl: string | undefined): express.RequestHandler[] => {
  const common = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    crossOriginEmbedderPolicy: false,
  };
  const overHttps = helmet({
    ...common,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  const overHttp = helmet({ ...common, strictTransportSecurity: false });
  return [
    (req, res, next) => {
      res.setHeader('Permissions-Policy', permissionsPolicy);
      (isSecureSite(req, publicUrl) ? overHttps : overHttp)(req, res, next);
    },
  ];
};
