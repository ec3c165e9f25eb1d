import helmet from 'koa-helmet';

/**
 * Security headers on every response (API, web client, errors, 429s): koa-helmet with a Content-Security-Policy
 * fitted to the web client this server serves — its own scripts only, inline styles (React and the UI kit set
 * them), images and fonts from itself or data: URLs, sockets and fetches to itself — and no framing by other sites.
 * Not set: HSTS and upgrade-insecure-requests, since the server speaks plain HTTP (a phone on the LAN reaches it by
 * http://<ip>:8000); a TLS-terminating proxy in front should add HSTS itself.
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
}
