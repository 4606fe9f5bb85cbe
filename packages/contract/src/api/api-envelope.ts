// The client's error text for a non-OK response: 'HTTP {status}: {body}'.
export function httpErrorMessage(status: number, body: string): string {
  return `HTTP ${status}: ${body}`;
}
