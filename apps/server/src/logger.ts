import pino from 'pino';

export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.authorization', '*.token', '*.password', '*.code_verifier', '*.client_secret'],
      censor: '[redacted]',
    },
  });
}
