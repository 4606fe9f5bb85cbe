import type autocannon from 'autocannon';

export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

let sent = 0;

/** How many beacons newVisitorBeacon's requests have sent so far. */
export const beaconsSent = () => sent;

/**
 * A beacon as a phone's sendBeacon sends it (text/plain JSON), each from a new visitor: its address in
 * X-Forwarded-For, for a server that trusts the local proxy.
 */
export const newVisitorBeacon = (path: string, body: string): autocannon.Request => ({
  method: 'POST',
  path,
  body,
  setupRequest: (request) => {
    sent += 1;
    const n = sent;
    request.headers = {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': PHONE_UA,
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    };
    return request;
  },
});
