// The client's error text for a non-OK response (spec §8).
export function httpErrorMessage(status: number, body: string): string {
  return `HTTP ${status}: ${body}`;
}
