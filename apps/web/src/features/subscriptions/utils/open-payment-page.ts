// The gateway's page opens in a new tab so the invoice status stays in this one; it gets no handle on the admin tab.
export function openPaymentPage(url: string): void {
  window.open(url, '_blank', 'noopener');
}
