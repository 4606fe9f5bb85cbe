// The gateway's page opens in a new tab (spec §4); it gets no handle on the admin tab.
export function openPaymentPage(url: string): void {
  window.open(url, '_blank', 'noopener');
}
