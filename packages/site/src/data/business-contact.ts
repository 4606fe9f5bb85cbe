import { formatWhatsappNumber, type PublicPayload } from '@webku/contract';
import { textOrNull } from './text';

/** How a visitor reaches the business, with every fallback applied once. */
export type BusinessContact = {
  /** The business's WhatsApp number (WhatsApp & QRIS settings), in the wa.me form '62…'. */
  whatsapp: string | null;
  /** The footer's phone, else the WhatsApp number written out: the owner types the number once. */
  phone: string | null;
  address: string | null;
  email: string | null;
};

export function businessContact(payload: Pick<PublicPayload, 'web_settings' | 'footer_settings'>): BusinessContact {
  const footer = payload.footer_settings;
  const whatsapp = textOrNull(payload.web_settings?.whatsapp_number);
  return {
    whatsapp,
    phone: textOrNull(footer?.phone) ?? (whatsapp ? formatWhatsappNumber(whatsapp) : null),
    address: textOrNull(footer?.address),
    email: textOrNull(footer?.email),
  };
}
