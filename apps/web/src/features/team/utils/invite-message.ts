import { type MemberRole, ROLE_NAMES } from '@webku/contract';

/** What the owner sends the person invited: where to go, which address to sign in with, for how long. */
export function inviteMessage(input: { business: string; email: string; role: MemberRole; link: string }) {
  return `Halo! Anda saya undang ke tim ${input.business} di Webku sebagai ${ROLE_NAMES[input.role]}. Buka ${input.link} lalu masuk dengan Google memakai ${input.email}. Undangan berlaku 7 hari.`;
}

/** A WhatsApp chat with the message written, for the owner to pick who gets it. */
export const whatsappShareUrl = (message: string) => `https://wa.me/?text=${encodeURIComponent(message)}`;
