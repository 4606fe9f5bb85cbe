import { formatWhatsappNumber } from '@webku/contract';
import { useWebSettings } from './use-web-settings';

/** Where the owner sets the one business number every other contact field falls back to. */
export const BUSINESS_NUMBER_PLACE = 'Web Settings › WhatsApp & QRIS';

/**
 * The business's WhatsApp number as the owner reads it ('+62 812-3456-7890'), or null while it is not
 * set (or not loaded). The footer's phone and each store's WhatsApp use it when left empty.
 */
export function useBusinessNumber(): string | null {
  const number = useWebSettings().data?.whatsapp_number;
  return number ? formatWhatsappNumber(number) : null;
}
