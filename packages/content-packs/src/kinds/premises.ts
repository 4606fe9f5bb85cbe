import { normalizeText } from '../packs/catalogue/normalize';

// Words by which an owner says customers do not come to them: it sells only online, or brings what it
// offers to the customer (a rental that delivers the car). A business that visits is told by its kind and
// by the visit words the offer reader knows.
const NO_PLACE =
  /\b(?:toko online|olshop|online ?shop|jualan online|jual online|online store|shop online|hanya online|online only|diantar|antar ke|antar jemput|free delivery|we deliver|delivered to)\b/;

/** Whether the owner's words say there is no place for customers to come to. */
export function saysNoPlace(ownerWords: string): boolean {
  return NO_PLACE.test(normalizeText(ownerWords));
}
